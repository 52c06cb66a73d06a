"""Task heads in a `HybridSequential`, iterated and counted with `len(self.heads)`; an auxiliary head used `if self.use_aux` (a python flag); outputs returned as a tuple."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class ManyHeads(HybridBlock):
    def __init__(self, sizes=(1, 3, 2), use_aux=True, **kwargs):
        super(ManyHeads, self).__init__(**kwargs)
        self.use_aux = use_aux
        with self.name_scope():
            self.trunk = nn.Dense(8, activation="relu")
            self.heads = nn.HybridSequential()
            for s in sizes:
                self.heads.add(nn.Dense(s))
            self.aux = nn.Dense(1)

    def hybrid_forward(self, F, x):
        h = self.trunk(x)
        outs = [head(h) for head in self.heads]
        scale = 1.0 / len(self.heads)
        if self.use_aux:
            outs.append(scale * self.aux(h))
        return tuple(outs)


Net = ManyHeads
