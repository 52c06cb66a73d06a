"""A block whose silent construct (`for row in x`, `len(x)`, `x[0]`) has no fix keeps its other faults
too: fixing them would make it hybridize and return other values instead of failing, a changed
output. Seen in MXNet 1.9.1 (bench/fix_effect.py on the probe suites' illegal probes, session 53):
probes_s46_style config/p13 (`for row in x` beside `row / F.norm(row)`: hybridized it raised; with the
division fixed it ran the loop once and normalised the whole tensor) and probes_s52 reid/p05 (`len(labels)`
beside `dist[i]`). The bundled runtime names the silent constructs instead of imitating them, so
these tests read the fixer's decisions, not outputs."""
from __future__ import annotations


ROWS = (
    "class Rows(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, x):\n"
    "        rows = [F.expand_dims(row / (F.norm(row) + 1e-6), axis=0) for row in x]\n"
    "        return F.concat(*rows, dim=0)\n"
)
LOUD = (
    "class Loud(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, x):\n"
    "        scale = float(x.max().asnumpy())\n"
    "        rows = [F.expand_dims(row / (F.norm(row) + 1e-6), axis=0) for row in x]\n"
    "        return F.concat(*rows, dim=0) * scale\n"
)
PLAIN = (
    "class Plain(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, x):\n"
    "        return x.reshape(2, 3)\n"
)
HEAD = "from mxnet import gluon\n\n\n"


def test_the_fixes_of_a_block_with_an_unfixed_silent_construct_wait(project, cli):
    source = HEAD + ROWS + "\n\n" + PLAIN
    (project / "m.py").write_text(source)
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    fixed = (project / "m.py").read_text()
    # Rows untouched, Plain fixed
    assert fixed == source.replace("x.reshape(2, 3)", "x.reshape((2, 3))")
    assert "m.py: fixes in `Rows` not applied: HYB013 `for ... in x` has no automatic fix" in result.err


def test_a_block_that_keeps_a_loud_fault_is_fixed_as_before(project, cli):
    # the `.asnumpy()` still fails after hybridize(): no output can change, so the rest is fixed
    source = HEAD + LOUD
    (project / "m.py").write_text(source)
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert "F.broadcast_div(row, (F.norm(row) + 1e-6))" in (project / "m.py").read_text()
    assert "not applied" not in result.err


def test_a_silent_construct_with_a_fix_holds_nothing(project, cli):
    source = HEAD + ("class Head(gluon.HybridBlock):\n"
                     "    def hybrid_forward(self, F, x):\n"
                     "        y = F.relu(x)\n"
                     "        return y[0].reshape(2, 3)\n")
    (project / "m.py").write_text(source)
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    text = (project / "m.py").read_text()
    assert "y[0]" not in text and "reshape((2, 3))" in text and "not applied" not in result.err


def test_a_silent_construct_that_a_later_round_fixes_holds_nothing(project, cli):
    # `codes` becomes a constant in round 1, and only then `table[m][codes[:, m]]` has its rewrite:
    # the hold is decided on what all rounds leave, not on the first round's findings
    source = ("import numpy as np\nfrom mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\n"
              "class Net(HybridBlock):\n"
              "    def __init__(self, m=2, **kwargs):\n"
              "        super().__init__(**kwargs)\n"
              "        self._m = m\n"
              "        self._codes = np.array([[0, 1], [2, 0], [1, 1]])\n"
              "        self.codebook = self.params.get('codebook', shape=(m, 3, 2))\n\n"
              "    def hybrid_forward(self, F, q, codebook):\n"
              "        table = ((q.reshape((self._m, 1, -1)) - codebook) ** 2).sum(axis=-1)\n"
              "        codes = nd.array(self._codes)\n"
              "        dists = 0\n"
              "        for m in range(self._m):\n"
              "            dists = dists + table[m][codes[:, m]]\n"
              "        return dists\n")
    (project / "m.py").write_text(source)
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert "not applied" not in result.err
    assert "nd.array" not in (project / "m.py").read_text()


def test_a_negative_slice_of_split_outputs_is_silent_and_holds_its_block(project, cli):
    # `parts[:-1]` is every part but the last eagerly (a list) and no output at all hybridized
    # (MXNet 1.9.1 slices a Symbol's outputs as range(0, -1)); the message never says
    # "silently", the rule marks the finding so (probes_s46_style group/p06)
    source = HEAD + ("class Parts(gluon.HybridBlock):\n"
                     "    def hybrid_forward(self, F, x):\n"
                     "        parts = F.split(x, num_outputs=3, axis=1)\n"
                     "        head = F.concat(*parts[:-1], dim=1)\n"
                     "        return head.reshape(2, 4)\n")
    (project / "m.py").write_text(source)
    result = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert (project / "m.py").read_text() == source
    assert "fixes in `Parts` not applied: HYB003" in result.err


def test_the_rules_mark_silent_findings_on_the_finding_not_in_its_words():
    from hybridlint.rules import all_rules, analyze
    found = analyze(HEAD + ROWS + "\n\n" + PLAIN + "\n\n" + LOUD, "m.py", rules=all_rules())
    silent = sorted((d.line, d.code) for d in found if d.extra.get("silent"))
    # the two `for row in x` loops; not `.reshape(2, 3)`, `.asnumpy()`, `float()` or `row / ...`
    assert silent == [(6, "HYB013"), (18, "HYB013")], found
