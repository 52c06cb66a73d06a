"""SliceChannel outputs iterated in a for loop, each through its own Dense."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(2):
                self.heads.add(nn.Dense(2, in_units=3))

    def hybrid_forward(self, F, x):
        outs = []
        for head, piece in zip(self.heads, F.SliceChannel(x, num_outputs=2, axis=1)):
            outs.append(head(piece))
        return F.concat(*outs, dim=1)
