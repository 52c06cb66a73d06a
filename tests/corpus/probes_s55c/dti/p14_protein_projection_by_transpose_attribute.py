"""Cross attention from drug atoms to residues written with the array attribute `.T`: `F.dot(atoms, keys.T)` on 2-D atom and key matrices."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (4, 6)]


class PooledCross(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, atoms, residues):
        keys = self.key(residues)
        attn = F.softmax(F.dot(atoms, keys.T), axis=-1)
        return F.dot(attn, residues)


Net = PooledCross
