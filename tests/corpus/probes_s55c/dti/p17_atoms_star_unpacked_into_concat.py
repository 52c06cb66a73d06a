"""Drug graph readout that concatenates the per-molecule atom matrices with `F.concat(*atoms, dim=1)` -- star-unpacking a (N, L, C) tensor into its rows."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Readout(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(3, flatten=False)

    def hybrid_forward(self, F, atoms):
        h = self.proj(atoms)
        return F.concat(*h, dim=1)


Net = Readout
