#!/usr/bin/env python3
"""fit_danger.py: fits the hard player's danger model (src/ai/defence.c) to the cases
src/tools/danger_rows.c writes, by logistic regression (Newton's method, a little L2), and
prints the coefficients as the C table wants them. Needs python3-numpy (a developer's tool,
not part of the build).

usage: fit_danger.py TRAIN_ROWS [HELD_OUT_ROWS]
  rows: deal kind won f0 f1 ... (sparrow-danger-rows RULES HANDS SEED > rows.txt)
"""
import sys

import numpy as np


def load(path):
    rows = np.loadtxt(path, dtype=np.float64, ndmin=2)
    return rows[:, 3:], rows[:, 2]


def fit(x, y, l2=1e-2, rounds=30):
    b = np.zeros(x.shape[1])
    for _ in range(rounds):
        p = 1 / (1 + np.exp(-np.clip(x @ b, -30, 30)))
        grad = x.T @ (p - y) + l2 * b
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        b -= step
        if np.abs(step).max() < 1e-7:
            break
    return b


def log_loss(x, y, b):
    q = np.clip(1 / (1 + np.exp(-(x @ b))), 1e-9, 1 - 1e-9)
    return -(y * np.log(q) + (1 - y) * np.log(1 - q)).mean()


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    x, y = load(sys.argv[1])
    b = fit(x, y)
    print("/* %d cases, %d wins; log loss %.4f" % (len(y), y.sum(), log_loss(x, y, b)), end="")
    if len(sys.argv) == 3:
        hx, hy = load(sys.argv[2])
        rate = hy.mean()
        constant = -(rate * np.log(rate) + (1 - rate) * np.log(1 - rate))
        print(", held out %.4f (a constant %.4f)" % (log_loss(hx, hy, b), constant), end="")
    print(" */")
    for i in range(0, len(b), 10):
        print("    " + " ".join("%.4f," % v for v in b[i:i + 10]))


if __name__ == "__main__":
    main()
