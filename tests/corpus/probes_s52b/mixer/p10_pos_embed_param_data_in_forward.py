"""Mixer variant with a learned absolute position embedding Parameter (1, N, C), read inside `hybrid_forward` by `self.pos_embed.data()` instead of the argument Gluon passes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class Net(HybridBlock):
    def __init__(self, num_patches=16, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = self.params.get("pos_embed", shape=(1, num_patches, dim),
                                             init=init.Normal(0.02))
            self.token = nn.Dense(num_patches, flatten=False)

    def hybrid_forward(self, F, x, pos_embed):
        x = F.broadcast_add(x, self.pos_embed.data())
        return x + F.transpose(self.token(F.transpose(x, axes=(0, 2, 1))), axes=(0, 2, 1))
