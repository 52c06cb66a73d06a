"""A fix round reads the text it fixes, imports included: a fix that adds an import lets the next
round's fixes use it, so one ``--fix`` settles the file and a second changes nothing."""
from __future__ import annotations

# Two child layers' weights read with `.data()` (U-GAT-IT's class-activation map): each fix needs
# a name for mxnet.nd and the module has none, so both would add `from mxnet import nd` (edits at
# one place: one fix per round). The second round must see the import the first added.
MODEL = (
    "from mxnet.gluon import nn\n"
    "\n"
    "\n"
    "class Net(nn.HybridBlock):\n"
    "    def __init__(self, **kwargs):\n"
    "        super(Net, self).__init__(**kwargs)\n"
    "        self.gap_fc = nn.Dense(1, use_bias=False, in_units=4)\n"
    "        self.gmp_fc = nn.Dense(1, use_bias=False, in_units=4)\n"
    "\n"
    "    def hybrid_forward(self, F, x):\n"
    "        gap_weight = self.gap_fc.weight.data()\n"
    "        gmp_weight = self.gmp_fc.weight.data()\n"
    "        return F.broadcast_mul(x, gap_weight) + F.broadcast_mul(x, gmp_weight)\n"
)


def test_one_fix_run_settles_fixes_that_share_an_added_import(project, cli):
    path = project / "m.py"
    path.write_text(MODEL)
    assert cli("check", "--fix", "--unsafe-fixes", "m.py").rc in (0, 1)
    fixed = path.read_text()
    assert fixed.count("from mxnet import nd") == 1
    assert "(self.gap_fc.weight.data() if F is nd else self.gap_fc.weight.var())" in fixed
    assert "(self.gmp_fc.weight.data() if F is nd else self.gmp_fc.weight.var())" in fixed
    cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert path.read_text() == fixed
