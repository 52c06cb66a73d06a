"""What the model sweeps against real MXNet share (``gluoncv_zoo_sweep.py``,
``gluonnlp_model_sweep.py``): the seeded initializer, the output comparison with its float-noise
criterion, error summaries, and the fork server that runs one model per child process with a
time limit (so a hang or a crash costs one row, and the package import is paid once).

Imported by scripts that run both under real MXNet and under ``python -m hybridlint.runtime``:
``mxnet`` and numpy are imported inside the functions, never at module level.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import traceback


def he_init():
    """He-scaled Gaussian for weights (fixed seeds are the caller's); vectors that reach the weight
    rule (a SymbolBlock's parameters carry no per-name hint) get what their name asks for, as
    MXNet's default.  MXNet's default Uniform(0.07) overflows deep nets in inference mode."""
    import mxnet as mx

    class He(mx.init.Xavier):
        def _init_weight(self, name, arr):
            if len(arr.shape) >= 2:
                return super()._init_weight(name, arr)
            base = str(name)
            if base.endswith(("gamma", "var")):
                arr[:] = 1.0
            elif base.endswith(("beta", "mean", "bias")):
                arr[:] = 0.0
            else:
                mx.init.Uniform(0.07)._init_weight(name, arr)
            return None

    return He(rnd_type="gaussian", factor_type="in", magnitude=2)


def flat(out):
    """Nested lists/tuples of outputs -> a flat list."""
    if isinstance(out, (list, tuple)):
        return [a for o in out for a in flat(o)]
    return [out]


def projected_grads(net, forward, rng, train_mode=False):
    """Parameter gradients of ``sum(out_i * r_i)`` over the float outputs of ``forward()``
    (``r_i`` uniform in [-1, 1) from ``rng``, drawn in output order, so MXNet and the runtime
    project the same way), recorded with ``autograd.record(train_mode=...)``.  Returns
    (the float outputs, {parameter name: gradient}) for every parameter that has one."""
    import numpy as np
    import mxnet as mx
    params = net.collect_params()
    with mx.autograd.record(train_mode=train_mode):
        outs = [o for o in flat(forward()) if o.dtype in (np.float32, np.float64)]
        loss = sum((o * mx.nd.array(rng.uniform(-1, 1, o.shape), dtype=o.dtype)).sum()
                   for o in outs)
    loss.backward()
    return ([o.asnumpy() for o in outs],
            {n: p.grad().asnumpy() for n, p in params.items() if p.grad_req != "null"})


def error_text(e):
    """(first line of the error, file:line where it was raised)."""
    tb = traceback.extract_tb(e.__traceback__)
    where = next((f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno}" for f in reversed(tb)), "?")
    text = [t for t in str(e).strip().splitlines() if t.strip()]
    if text and text[0].startswith("Traceback"):   # MXNetError: the C++ message is at the end
        text = [t for t in text if "Error" in t or "Check failed" in t][-1:] or text[-1:]
    return f"{type(e).__name__}: {text[0].strip()[:200] if text else ''}", where


def compare(got, want, errors=None):
    """'equal', 'noise' or 'differs' (with a detail), for lists of arrays.  **equal**:
    ``allclose(rtol=1e-4, atol=1e-5)``; **noise**: the largest difference is at most 1e-4 of the
    output's largest magnitude, or at most 3x MXNet's own float32 error (``errors``: per output,
    how far MXNet's float32 result is from its float64 one; None: unknown)."""
    import numpy as np
    if len(got) != len(want):
        return "differs", f"{len(got)} outputs vs {len(want)}"
    verdict, worst = "equal", 0.0
    for i, (a, b) in enumerate(zip(got, want)):
        if a.shape != b.shape:
            return "differs", f"output {i} shape {a.shape} vs {b.shape}"
        if a.dtype.kind in "iub" or b.dtype.kind in "iub":   # ids, lengths, masks: exact
            if not np.array_equal(a, b):
                return "differs", f"output {i}: integer values differ"
            continue
        a64, b64 = a.astype("float64"), b.astype("float64")
        both_nan = np.isnan(a64) & np.isnan(b64)
        a64, b64 = np.where(both_nan, 0, a64), np.where(both_nan, 0, b64)
        if not np.all(np.isfinite(a64) == np.isfinite(b64)):
            return "differs", f"output {i}: non-finite values differ"
        fin = np.isfinite(a64)
        d = float(np.max(np.abs(a64 - b64)[fin], initial=0.0))
        scale = float(np.max(np.abs(b64)[fin], initial=0.0))
        worst = max(worst, d / (1.0 + scale))
        if np.allclose(a64[fin], b64[fin], rtol=1e-4, atol=1e-5):
            continue
        own = errors[i] if errors is not None else None
        if d <= 1e-4 * scale + 1e-5 or (own is not None and d <= 3 * own):
            verdict = "noise"
        else:
            extra = f", MXNet's float32 error {own:.3g}" if own is not None else ""
            return "differs", f"output {i}: max abs diff {d:.3g} at scale {scale:.3g}{extra}"
    return verdict, f"max abs diff/(1+scale) {worst:.2g}"


def dequantize_levels(graph_json):
    """Per head of a symbol graph (JSON text): one quantization level of the range a
    ``_contrib_dequantize`` of a calibrated node produces, else None.  An int8 graph's float
    input to its last quantize, computed by other float kernels than MXNet's, can land on the
    neighbouring level: MXNet's own int8 rounding, not a different function."""
    graph = json.loads(graph_json)
    nodes = graph["nodes"]
    out = []
    for head in graph["heads"]:
        node = nodes[head[0]]
        level = None
        if node["op"] == "_contrib_dequantize":
            attrs = nodes[node["inputs"][0][0]].get("attrs", {})
            if "max_calib_range" in attrs:
                lo, hi = float(attrs["min_calib_range"]), float(attrs["max_calib_range"])
                level = max(abs(lo), abs(hi)) / (255.5 if lo >= 0 else 127.5)
        out.append(level)
    return out


def mxnet_errors(folder, want):
    """Per output, max |MXNet float32 - MXNet float64| from ``folder/f64.npz`` (None: unknown)."""
    import numpy as np
    path = os.path.join(folder, "f64.npz")
    if not os.path.exists(path):
        return None
    f64 = np.load(path)
    if len(f64.files) != len(want):
        return None
    out = []
    for i, w in enumerate(want):
        r = f64[f"out{i}"]
        if r.shape != w.shape:
            return None
        diff = np.abs(r.astype("float64") - w.astype("float64"))
        out.append(float(np.max(diff[np.isfinite(diff)], initial=0.0)))
    return out


def sandbox_env():
    """Environment for the stage servers: one thread each (the box is shared), an empty
    MXNET_HOME, and a proxy that refuses, so a model that would download fails fast."""
    return dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1",
                MXNET_HOME=tempfile.mkdtemp(prefix="sweep_mxhome_"),
                HTTP_PROXY="http://127.0.0.1:9", HTTPS_PROXY="http://127.0.0.1:9",
                http_proxy="http://127.0.0.1:9", https_proxy="http://127.0.0.1:9")


def fork_serve(run, limit_s):
    """Per name read from stdin, fork a child that calls ``run(name)``; a child over ``limit_s``
    is killed.  One JSON line per name on stdout: the trouble (str), or null.  The caller imports
    the package under test first, so each child inherits it."""
    for line in sys.stdin:
        name = line.strip()
        pid = os.fork()
        if pid == 0:
            os.dup2(2, 1)   # the child's prints must not reach the protocol's stdout
            try:
                run(name)
            finally:
                os._exit(0)
        start, trouble = time.time(), None
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                if status:
                    trouble = f"exit status {status}"
                break
            if time.time() - start > limit_s:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                trouble = f"over {limit_s:.0f} s"
                break
            time.sleep(0.2)
        print(json.dumps(trouble), flush=True)


class StageServer:
    """The client side of ``fork_serve``: a long-lived process asked one name at a time."""

    def __init__(self, cmd, env):
        self.cmd, self.env, self.proc = cmd, env, None

    def ask(self, name):
        if self.proc is None:
            self.proc = subprocess.Popen(self.cmd, env=self.env, stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, text=True)
        self.proc.stdin.write(name + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())


def mxnet_meta(server, name, folder):
    """MXNet's ``meta.json`` for ``name``: made by asking MXNet's ``server`` when absent, or a
    "fails" record saying why none came."""
    meta_file = os.path.join(folder, "meta.json")
    if not os.path.exists(meta_file):
        trouble = server.ask(name)
        if trouble or not os.path.exists(meta_file):
            with open(meta_file, "w") as f:
                json.dump({"model": name, "status": "fails", "error": trouble or "no result"}, f)
    with open(meta_file) as f:
        return json.load(f)


def runtime_stage(server, name, folder, row):
    """Ask the runtime's ``server`` to run ``name`` and fold its ``runtime.json`` (or why there is
    none: over the time limit, crashed) into ``row``."""
    out = os.path.join(folder, "runtime.json")
    if os.path.exists(out):
        os.remove(out)
    trouble = server.ask(name)
    if trouble and trouble.startswith("over"):
        row["timeout"] = trouble
    elif trouble or not os.path.exists(out):
        row["crashed"] = trouble or "no result"
    else:
        with open(out) as f:
            row.update(json.load(f))
