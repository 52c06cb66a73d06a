"""R-GCN over relations stacked into one tensor, iterated with a python for loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5), (2, 5, 5), (2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.self_loop = nn.Dense(units, flatten=False, in_units=6)
            self.rel_proj = nn.Dense(units, flatten=False, use_bias=False, in_units=6)

    def hybrid_forward(self, F, h, follows, likes, blocks):
        relations = F.stack(follows, likes, blocks, axis=0)      # R, B, N, N
        out = self.self_loop(h)
        msg = self.rel_proj(h)
        for adj in relations:
            out = out + F.batch_dot(adj, msg)
        return F.relu(out)
