"""Evoformer iteration whose child block returns a dict `{"msa": dm, "pair": dz}` of updates; the parent
reads the updates by key and adds them to m and z with plain `+` (equal shapes), twice through a python
list of two such children."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8), (2, 4, 4, 6)]


class UpdateBlock(HybridBlock):
    def __init__(self, c_m=8, c_z=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.msa = nn.Dense(c_m, flatten=False, activation="tanh")
            self.left = nn.Dense(c_z, flatten=False)
            self.right = nn.Dense(c_z, flatten=False)

    def hybrid_forward(self, F, m, z):
        s = F.mean(m, axis=1)
        dz = F.broadcast_add(self.left(s).expand_dims(2), self.right(s).expand_dims(1))
        return {"msa": self.msa(m), "pair": dz}


class DictEvoformer(HybridBlock):
    def __init__(self, n=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = [UpdateBlock() for _ in range(n)]
            for blk in self.blocks:
                self.register_child(blk)

    def hybrid_forward(self, F, m, z):
        for blk in self.blocks:
            upd = blk(m, z)
            m = m + upd["msa"]
            z = z + upd["pair"]
        return m, z


Net = DictEvoformer
