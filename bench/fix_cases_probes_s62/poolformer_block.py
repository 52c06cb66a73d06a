"""A PoolFormer block: GroupNorm with one group, token mixing by `pool(y) - y` (average pooling
without the padded cells), an MLP of 1x1 convs with GELU, each branch scaled by a learnable (C,)
layer scale spread to the map by `.expand_dims(-1).expand_dims(-1)` and a plain `*`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, pool_size=3, mlp_ratio=2, layer_scale_init=1e-1, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.GroupNorm(num_groups=1)
            self.pool = nn.AvgPool2D(pool_size, 1, pool_size // 2, count_include_pad=False)
            self.norm2 = nn.GroupNorm(num_groups=1)
            self.fc1 = nn.Conv2D(dim * mlp_ratio, 1, in_channels=dim)
            self.act = nn.GELU()
            self.fc2 = nn.Conv2D(dim, 1, in_channels=dim * mlp_ratio)
            self.layer_scale_1 = self.params.get('layer_scale_1', shape=(dim,),
                                                 init=mx.init.Constant(layer_scale_init))
            self.layer_scale_2 = self.params.get('layer_scale_2', shape=(dim,),
                                                 init=mx.init.Constant(layer_scale_init))

    def hybrid_forward(self, F, x, layer_scale_1, layer_scale_2):
        y = self.norm1(x)
        x = x + layer_scale_1.expand_dims(-1).expand_dims(-1) * (self.pool(y) - y)
        y = self.fc2(self.act(self.fc1(self.norm2(x))))
        x = x + layer_scale_2.expand_dims(-1).expand_dims(-1) * y
        return x
