"""Drug encoder that keeps `skip = h`, then adds the positional term in place (`h += ...`) and returns `concat(h, skip)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class DrugEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(5, flatten=False)
            self.pos = nn.Dense(5, flatten=False)

    def hybrid_forward(self, F, atoms):
        h = self.proj(atoms)
        skip = h
        h += F.tanh(self.pos(atoms))
        return F.concat(h, skip, dim=2)


Net = DrugEncoder
