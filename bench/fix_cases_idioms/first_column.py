"""Score with the first column and keep the leading three features of the last axis."""
from mxnet.gluon import nn

INPUTS = [(4, 5, 6)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, grid):
        lead = grid[:, 0]
        trimmed = grid[..., :3]
        return F.broadcast_add(trimmed, F.sum(lead, axis=-1).reshape((-1, 1, 1)))
