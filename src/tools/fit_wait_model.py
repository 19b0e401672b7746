#!/usr/bin/python3
"""fit_wait_model.py: fits the learned wait reading (src/ai/wait_model.h) to the cases
`sparrow-danger-rows --waits` writes, and writes the network as a C file.

A network of two ReLU layers and a logistic output, trained by Adam on the weighted log loss
(the cases of kinds not held that are not wins were sampled one in four: weight 4), with the
inputs scaled by the training cases' mean and spread (folded into the first layer on output).
Needs python3-numpy (a developer's tool, not part of the build).

usage: fit_wait_model.py TRAIN HELD_OUT NAME OUT.c [--hidden 64,32] [--epochs 12] [--seed 1]
                         [--ready-weight W]
  NAME: the C name of the network (sp_wait_net_NAME)
"""
import argparse
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


def write_c(params, mean, scale, name, path, note):
    w1, b1, w2, b2, w3, b3 = [np.asarray(p, dtype=np.float64) for p in params]
    # fold the scaling into the first layer: w1 . (x - mean) / scale
    w1f = w1 / scale[:, None]
    b1f = b1 - (mean / scale) @ w1
    h1, h2 = w1.shape[1], w2.shape[1]

    def rows_of(values, per_line=8):
        vals = ["%.7g" % v for v in values]
        return "\n".join("    " + ", ".join(vals[i:i + per_line]) + "," for i in range(0, len(vals), per_line))

    with open(path, "w") as f:
        f.write("/* wait_net_%s.c: the learned wait reading's network for %s (see ai/wait_model.h).\n" % (name, name))
        f.write(" * Written by src/tools/fit_wait_model.py; do not edit by hand.\n")
        for line in note:
            f.write(" * %s\n" % line)
        f.write(" */\n#include \"ai/wait_model.h\"\n\n")
        # input by input: w1[i][u], w2[i][u]
        f.write("static const float w1[SP_WAIT_FEATURES * SP_WAIT_HIDDEN1] = {\n%s\n};\n" % rows_of(w1f.ravel()))
        f.write("static const float b1[SP_WAIT_HIDDEN1] = {\n%s\n};\n" % rows_of(b1f))
        f.write("static const float w2[SP_WAIT_HIDDEN1 * SP_WAIT_HIDDEN2] = {\n%s\n};\n" % rows_of(w2.ravel()))
        f.write("static const float b2[SP_WAIT_HIDDEN2] = {\n%s\n};\n" % rows_of(b2))
        f.write("static const float w3[SP_WAIT_HIDDEN2] = {\n%s\n};\n\n" % rows_of(w3))
        f.write("_Static_assert(SP_WAIT_FEATURES == %d && SP_WAIT_HIDDEN1 == %d && SP_WAIT_HIDDEN2 == %d,\n"
                "               \"the network was fitted to another list of inputs or other layers\");\n\n"
                % (len(mean), h1, h2))
        f.write("const sp_wait_net sp_wait_net_%s = {w1, b1, w2, b2, w3, %.7gf};\n" % (name, float(b3)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train")
    ap.add_argument("held_out")
    ap.add_argument("name")
    ap.add_argument("out")
    ap.add_argument("--hidden", default="64,32")
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
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
            best = (loss, [q.copy() for q in params], p)
    loss, params, p = best
    chosen, current, average, floor = decision_check(test, p)
    print("held-out decisions: the held kind it finds safest deals in %.4f of the time (sp_defence_read's %.4f, "
          "held kinds on average %.4f, the best possible %.4f)" % (chosen, current, average, floor))
    note = ["Fitted to %d cases (%d wins) of %s; hidden layers %d and %d." % (len(y), y.sum(), a.train, *hidden),
            "Held-out log loss %.5f (a constant %.5f); the held kind it finds safest deals in %.4f" % (loss, constant, chosen),
            "of the time (the current reading's choice %.4f, held kinds on average %.4f, the best possible %.4f)."
            % (current, average, floor)]
    write_c(params, mean.astype(np.float64), scale.astype(np.float64), a.name, a.out, note)
    np.savez(a.out + ".npz", *params, mean=mean, scale=scale)


if __name__ == "__main__":
    main()
