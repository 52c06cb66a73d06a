"""Per-group heads zipped with `F.split` pieces, then enumerated with a python weight per group."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(groups):
                self.heads.add(nn.Dense(2, in_units=2))

    def hybrid_forward(self, F, x):
        outs = []
        for i, (head, piece) in enumerate(zip(self.heads, F.split(x, num_outputs=self._groups, axis=1))):
            outs.append(head(piece) * (i + 1))
        return F.stack(*outs, axis=1)
