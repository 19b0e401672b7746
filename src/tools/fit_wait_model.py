#!/usr/bin/python3
"""fit_wait_model.py: fits the learned wait reading (src/ai/wait_model.h) to the cases
`sparrow-danger-rows --waits` writes, and writes the network as a data file (src/ai/nets/NAME.net,
turned into C at build time) with its manifest (NAME.manifest: command line, code revision, seed,
epochs, data, held-out loss). src/tools/refit_wait_nets.sh fits all of them from scratch.

A network of two ReLU layers and a logistic output, trained by Adam on the weighted log loss
(the cases of kinds not held that are not wins were sampled one in four: weight 4), with the
inputs scaled by the training cases' mean and spread (folded into the first layer on output).
Needs python3-numpy (a developer's tool, not part of the build).

usage: fit_wait_model.py TRAIN HELD_OUT NAME OUT.net [--hidden 64,32] [--epochs 12] [--seed 1]
                         [--ready-weight W] [--data TEXT]
  NAME: the C name of the network (sp_wait_net_NAME)
"""
import argparse
import os
import subprocess
import sys

import numpy as np


def load(path):
    with open(path, "rb") as f:
        head = f.read(12)
        if head[:8] != b"SPWAITS1":
            sys.exit("%s: not a file of sparrow-danger-rows --waits" % path)
        n = int(np.frombuffer(head[8:], dtype="<u4")[0])
        dtype = np.dtype([("deal", "<u4"), ("decision", "<u4"), ("kind", "u1"), ("opponent", "u1"),
                          ("held", "u1"), ("won", "u1"), ("chosen", "u1"), ("ready", "u1"), ("shanten", "i1"), ("weight", "<f4"), ("cost", "<f4"), ("estimate", "<f4"),
                          ("f", "<f2", (n,))])
    # mapped, not read: the inputs are copied out once (a training file holds several GB)
    rows = np.memmap(path, dtype=dtype, mode="r", offset=12)
    return rows, n


def forward(params, x):
    w1, b1, w2, b2, w3, b3 = params
    a1 = x @ w1 + b1
    h1 = np.maximum(a1, 0)
    a2 = h1 @ w2 + b2
    h2 = np.maximum(a2, 0)
    z = h2 @ w3 + b3
    return z, (h1, h2)


def scaled(f, mean, scale):
    return (f.astype(np.float32) - mean) / scale


def predict(params, f, mean, scale, batch=65536):
    out = np.empty(len(f), dtype=np.float64)
    for i in range(0, len(f), batch):
        z, _ = forward(params, scaled(f[i:i + batch], mean, scale))
        out[i:i + batch] = 1 / (1 + np.exp(-np.clip(z, -30, 30)))
    return out


def log_loss(p, y, w):
    p = np.clip(p, 1e-7, 1 - 1e-7)
    return float(-(w * (y * np.log(p) + (1 - y) * np.log(1 - p))).sum() / w.sum())


def train(f, mean, scale, y, w, hidden, epochs, seed, l2=1e-5, batch=2048, lr=2e-3, ready=None, ready_weight=0.0):
    """ready: a second label (the opponent could win on some kind), learnt by a second output
    from the last hidden layer with weight ready_weight (it shapes the hidden layers; only the
    first output is written out)."""
    rng = np.random.default_rng(seed)
    n = f.shape[1]
    h1, h2 = hidden
    params = [rng.normal(0, np.sqrt(2 / n), (n, h1)).astype(np.float32), np.zeros(h1, np.float32),
              rng.normal(0, np.sqrt(2 / h1), (h1, h2)).astype(np.float32), np.zeros(h2, np.float32),
              rng.normal(0, np.sqrt(1 / h2), h2).astype(np.float32), np.float32(np.log(y.mean() / (1 - y.mean()))),
              rng.normal(0, np.sqrt(1 / h2), h2).astype(np.float32), np.float32(0)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    t = 0
    wmean = w.mean()
    for epoch in range(epochs):
        order = rng.permutation(len(f))
        rate = lr * (0.5 ** max(0, epoch - epochs // 2))
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            idx.sort()
            xb, yb, wb = scaled(f[idx], mean, scale), y[idx], w[idx] / wmean
            z, (a1, a2) = forward(params[:6], xb)
            p = 1 / (1 + np.exp(-np.clip(z, -30, 30)))
            gz = (wb * (p - yb) / len(idx)).astype(np.float32)
            w1, b1, w2, b2, w3, b3, w3r, b3r = params
            g_w3 = a2.T @ gz
            g_b3 = gz.sum()
            g_a2 = np.outer(gz, w3)
            g_w3r, g_b3r = np.zeros_like(w3r), np.float32(0)
            if ready_weight > 0:
                zr = a2 @ w3r + b3r
                pr = 1 / (1 + np.exp(-np.clip(zr, -30, 30)))
                gzr = (ready_weight * wb * (pr - ready[idx]) / len(idx)).astype(np.float32)
                g_w3r, g_b3r = a2.T @ gzr, gzr.sum()
                g_a2 += np.outer(gzr, w3r)
            g_a2 *= a2 > 0
            g_w2 = a1.T @ g_a2
            g_b2 = g_a2.sum(0)
            g_a1 = (g_a2 @ w2.T) * (a1 > 0)
            g_w1 = xb.T @ g_a1
            g_b1 = g_a1.sum(0)
            grads = [g_w1 + l2 * w1, g_b1, g_w2 + l2 * w2, g_b2, g_w3 + l2 * w3, g_b3, g_w3r, g_b3r]
            t += 1
            for j, g in enumerate(grads):
                m[j] = 0.9 * m[j] + 0.1 * g
                v[j] = 0.999 * v[j] + 0.001 * g * g
                step = rate * (m[j] / (1 - 0.9 ** t)) / (np.sqrt(v[j] / (1 - 0.999 ** t)) + 1e-8)
                params[j] = (params[j] - step).astype(np.float32)
        yield epoch, params[:6]


def decision_check(rows, p):
    """At each decision, the held kind the model finds safest: how often it deals in (into
    anyone), against the one sp_defence_read finds safest, the held kinds on average and the
    best possible."""
    held = rows["held"] == 1
    r = rows[held]
    key = r["decision"].astype(np.int64) * 64 + r["kind"]
    order = np.argsort(key, kind="stable")
    key, won, q, current = key[order], r["won"][order], p[held][order], r["estimate"][order]
    uniq, start = np.unique(key, return_index=True)
    deal_any = np.maximum.reduceat(won, start)
    safe = np.multiply.reduceat(1 - q, start)
    safe_now = 1 - np.maximum.reduceat(current, start)
    dec = uniq // 64
    d_uniq, d_start = np.unique(dec, return_index=True)
    ends = list(d_start[1:]) + [len(dec)]
    chosen = [deal_any[a + int(np.argmax(safe[a:b]))] for a, b in zip(d_start, ends)]
    chosen_now = [deal_any[a + int(np.argmax(safe_now[a:b]))] for a, b in zip(d_start, ends)]
    best = np.minimum.reduceat(deal_any, d_start)
    pa, pl = np.clip(1 - safe, 1e-7, 1 - 1e-7), np.clip(1 - safe_now, 1e-7, 1 - 1e-7)
    print("held kinds, the chance of dealing into anyone: log loss %.5f (sp_defence_read's %.5f)" %
          (-(deal_any * np.log(pa) + (1 - deal_any) * np.log(1 - pa)).mean(),
           -(deal_any * np.log(pl) + (1 - deal_any) * np.log(1 - pl)).mean()))
    mean = np.add.reduceat(deal_any.astype(np.float64), d_start) / np.diff(np.append(d_start, len(dec)))
    return float(np.mean(chosen)), float(np.mean(chosen_now)), float(mean.mean()), float(best.mean())


def write_net(params, mean, scale, name, path):
    """The data file src/ai/nets/NAME.net (cmake/wait_net.cmake turns it into C at build time)."""
    w1, b1, w2, b2, w3, b3 = [np.asarray(p, dtype=np.float64) for p in params]
    # fold the scaling into the first layer: w1 . (x - mean) / scale
    w1f = w1 / scale[:, None]
    b1f = b1 - (mean / scale) @ w1
    h1, h2 = w1.shape[1], w2.shape[1]

    def values(vs):
        # below 1e-30 a weight is a subnormal float that changes no decision: written as 0
        return "\n".join("0" if abs(v) < 1e-30 else "%.7g" % v for v in np.ravel(vs))

    with open(path, "w") as f:
        f.write("# %s: the learned wait reading's network (src/ai/wait_model.h), one value a line by\n" % name)
        f.write("# section; cmake/wait_net.cmake turns it into C at build time, src/tools/fit_wait_model.py\n")
        f.write("# writes it. How it was fitted: %s.manifest.\n" % name)
        f.write("layers %d %d %d\n" % (len(mean), h1, h2))
        # input by input: w1[i][u], w2[i][u]
        for label, vs in (("w1", w1f), ("b1", b1f), ("w2", w2), ("b2", b2), ("w3", w3), ("b3", [float(b3)])):
            f.write("%s\n%s\n" % (label, values(vs)))


def write_manifest(path, name, lines):
    """NAME.manifest beside the data file: how the network was fitted, to fit it again."""
    try:
        revision = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        revision = "unknown (not run in a git checkout)"
    with open(path, "w") as f:
        f.write("# %s.manifest: how the wait network %s.net was fitted (written by fit_wait_model.py)\n" % (name, name))
        f.write("command = %s\n" % " ".join(sys.argv))
        f.write("revision = %s\n" % revision)
        for line in lines:
            f.write(line + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train")
    ap.add_argument("held_out")
    ap.add_argument("name")
    ap.add_argument("out")
    ap.add_argument("--hidden", default="64,32")
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--recipe", default="", help="RULES TRAIN_HANDS TEST_HANDS READY_WEIGHT, for refit_wait_nets.sh")
    ap.add_argument("--data", default="", help="how TRAIN and HELD_OUT were made (recorded in the manifest)")
    ap.add_argument("--ready-weight", type=float, default=0.0,
                    help="weight of a second output learning whether the opponent is ready at all")
    a = ap.parse_args()
    hidden = tuple(int(h) for h in a.hidden.split(","))
    rows, n = load(a.train)
    test, n2 = load(a.held_out)
    if n2 != n:
        sys.exit("the two files have different inputs")
    f = np.ascontiguousarray(rows["f"])
    y = rows["won"].astype(np.float32)
    w = rows["weight"].astype(np.float32)
    ready = rows["ready"].astype(np.float32)
    del rows
    sample = f[::max(1, len(f) // 1000000)].astype(np.float64)
    mean = sample.mean(0).astype(np.float32)
    scale = sample.std(0).astype(np.float32)
    scale[scale < 1e-6] = 1
    tf = np.ascontiguousarray(test["f"])
    ty = test["won"].astype(np.float64)
    tw = test["weight"].astype(np.float64)
    rate = (ty * tw).sum() / tw.sum()
    constant = -(rate * np.log(rate) + (1 - rate) * np.log(1 - rate))
    print("%d cases (%d wins), held out %d (%d wins); a constant's log loss %.5f" %
          (len(y), y.sum(), len(ty), ty.sum(), constant), flush=True)
    best = None
    for epoch, params in train(f, mean, scale, y, w, hidden, a.epochs, a.seed, ready=ready, ready_weight=a.ready_weight):
        p = predict(params, tf, mean, scale)
        loss = log_loss(p, ty, tw)
        print("epoch %d: held-out log loss %.5f" % (epoch + 1, loss), flush=True)
        if best is None or loss < best[0]:
            best = (loss, [q.copy() for q in params], p, epoch + 1)
    loss, params, p, best_epoch = best
    chosen, current, average, floor = decision_check(test, p)
    print("held-out decisions: the held kind it finds safest deals in %.4f of the time (sp_defence_read's %.4f, "
          "held kinds on average %.4f, the best possible %.4f)" % (chosen, current, average, floor))
    write_net(params, mean.astype(np.float64), scale.astype(np.float64), a.name, a.out)
    write_manifest(os.path.splitext(a.out)[0] + ".manifest", a.name, [
        "recipe = %s" % (a.recipe or "not given (--recipe)"),
        "data = %s" % (a.data or "not given (--data)"),
        "train = %s: %d cases, %d wins" % (a.train, len(y), y.sum()),
        "held_out = %s: %d cases, %d wins" % (a.held_out, len(ty), ty.sum()),
        "hidden = %d %d" % hidden,
        "seed = %d" % a.seed,
        "epochs = %d (the best on the held-out cases: %d)" % (a.epochs, best_epoch),
        "ready_weight = %g" % a.ready_weight,
        "held_out_log_loss = %.5f (a constant: %.5f)" % (loss, constant),
        "held_out_decisions = the held kind it finds safest deals in %.4f of the time (the current reading's %.4f, "
        "held kinds on average %.4f, the best possible %.4f)" % (chosen, current, average, floor),
    ])
    np.savez(a.out + ".npz", *params, mean=mean, scale=scale)


if __name__ == "__main__":
    main()
