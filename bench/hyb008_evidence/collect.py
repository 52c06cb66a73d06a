"""Every HYB008 finding of the given files with the evidence path the rule took (the tags of one or both
operands, the observed shapes, or which check of the symbolic walk), the other operand, its rank and
whether the walk shows a difference: monkeypatches the rule class, measurement only (session 64, H423).

    .venv/bin/python bench/hyb008_evidence/collect.py OUT.json FILE...
"""
import json, sys, pathlib, inspect, time
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
from hybridlint.engine import analyze
from hybridlint.notebook import parse_notebook
import rules.hyb008_non_broadcasting_operator as m
R = m.NonBroadcastingOperator
SHOWN = ["_flow_mismatch", "_flow_crossed_units", "_call_site_mismatch", "_rank_shown", "_result_rank_read",
         "_relative_ranks", "_last_sizes_differ", "_gate_complement", "_column_of_other", "_stack_beside_expanded",
         "_result_consumer_mismatch", "_pair_broadcast_elsewhere"]
LAST = {}
def wrap(name):
    f = getattr(R, name)
    def g(self, *a, **k):
        r = f(self, *a, **k)
        if r is not None:
            LAST["shown"] = name
        return r
    setattr(R, name, g)
for n in SHOWN:
    wrap(n)
REC = []
orig = R._report_operator
def rep(self, node, left, right, op, bop, ev_l, ev_r):
    caller = inspect.stack()[1].function
    path = caller if caller != "_check" else ("observed" if ev_l is not None and ev_l.signature[0] == "observed" else LAST.get("shown"))
    got = {}
    real = self.report
    def cap(node, message=None, **kw):
        got["fix"] = kw.get("fix") is not None
        got["msg"] = self.message.format(**{k: v for k, v in kw.items() if k not in ("fix", "silent")})
        return real(node, message, **kw)
    self.report = cap
    try:
        orig(self, node, left, right, op, bop, ev_l, ev_r)
    finally:
        del self.report
    extra = {}
    if path == "_check_evidence" and (ev_l is None) != (ev_r is None):
        other = right if ev_r is None else left
        extra["other"] = self.ctx.code_for(other)[:80]
        try:
            extra["orank"] = self._exact_rank(other, self.ctx.scope, 0, set())
        except Exception as e:
            extra["orank"] = "ERR " + str(e)[:50]
        try:
            flow = m.call_flow_of(self.ctx)
            env = flow.env_at(other) if flow is not None else None
            shp = flow.reader.value_shape(other, env.copy()) if env is not None else None
            extra["oflow"] = None if shp is None else str(shp)[:120]
        except Exception as e:
            extra["oflow"] = "ERR " + str(e)[:50]
    if path == "_check_evidence" and (ev_l is None) != (ev_r is None):
        proofs = []
        for n in SHOWN:
            fn = getattr(self, n)
            try:
                r = fn(node, left, right) if n in ("_result_rank_read", "_gate_complement", "_result_consumer_mismatch", "_pair_broadcast_elsewhere") else fn(left, right)
            except Exception as e:
                r = "ERR " + str(e)[:60]
            if r is not None:
                proofs.append(n if not isinstance(r, str) else r)
        extra["proofs"] = proofs
        bat = []
        for fl in (m.call_flow_of(self.ctx), m.traced_flow_of(self.ctx)):
            try:
                env = fl.env_at(other) if fl is not None else None
                if env is None:
                    bat.append(None); continue
                shp = fl.reader.value_shape(other, env.copy())
                if shp is None or (shp.rank is None and 0 not in shp.dims):
                    bat.append("no-axis0"); continue
                d0 = shp.dim(0)
                names = list(fl.reader.inputs)
                hit = None
                for i, (nm, ish) in enumerate(fl.reader.inputs.items()):
                    if m.is_likely_batch(d0, {ish.dim(0)}):
                        hit = (i, nm); break
                bat.append([shp.rank, str(d0)[:60], hit, names[:3]])
            except Exception as e:
                bat.append("ERR " + str(e)[:60])
        extra["batch"] = bat
    REC.append(dict(path=path, msg=got.get("msg"), fixrec=got.get("fix"), **extra, l=ev_l and list(ev_l.signature) + [ev_l.text], r=ev_r and list(ev_r.signature) + [ev_r.text],
                    code=self.ctx.code_for(node)[:100]))
R._report_operator = rep

def run(files, root):
    out = []
    for f in files:
        src = f.read_text(encoding="utf-8")
        if f.suffix == ".ipynb":
            src = parse_notebook(src).source
        REC.clear()
        diags = [d for d in analyze(src, str(f), rules=[R]) if d.code == "HYB008"]
        recs = list(REC)
        for d in diags:
            out.append(dict(file=str(f.relative_to(root)), line=d.line, col=d.col, end=d.end_line, sev=d.severity,
                            fix=d.fix is not None if hasattr(d, "fix") else None, msg=d.message))
        out.append(dict(file=str(f.relative_to(root)), recs=recs))
    return out

if __name__ == "__main__":
    root = pathlib.Path(__file__).resolve().parents[2]
    files = [root / p for p in sys.argv[2:]]
    t = time.time()
    res = run(files, root)
    json.dump(res, open(sys.argv[1], "w"))
    print(len(files), "files", time.time() - t, "s", file=sys.stderr)
