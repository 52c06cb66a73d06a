"""EfficientFormer's Meta4D block and the switch to Meta3D (a MobileViT neighbour): pooling as the token
mixer (`pool(x) - x`), a conv MLP with BN, then the last stage flattens (B, C, H, W) to (B, N, C)
(`x.flatten(2)` in the original, here `x.reshape((B, C, -1)).transpose(...)` with `B, C, H, W =
x.shape`) and adds a layer-scaled attention residual; the (N,) attention bias table is gathered
through `nd.array` of the pairwise offsets computed with itertools from the map size."""
import itertools
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, resolution=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.AvgPool2D(3, 1, 1, count_include_pad=False)
            self.fc1 = nn.Conv2D(2 * dim, 1, in_channels=dim)
            self.norm1 = nn.BatchNorm(in_channels=2 * dim)
            self.fc2 = nn.Conv2D(dim, 1, in_channels=2 * dim)
            self.qk = nn.Dense(2 * dim, in_units=dim, flatten=False)
            self.attn_biases = self.params.get('attn_biases', shape=(resolution * resolution,),
                                               init=mx.init.Normal(0.1))
            self.layer_scale = self.params.get('layer_scale', shape=(dim,), init=mx.init.Constant(0.5))

    def hybrid_forward(self, F, x, attn_biases, layer_scale):
        x = x + (self.pool(x) - x)
        x = x + self.fc2(F.relu(self.norm1(self.fc1(x))))
        B, C, H, W = x.shape
        points = list(itertools.product(range(H), range(W)))
        idxs = [abs(p1[0] - p2[0]) * W + abs(p1[1] - p2[1]) for p1 in points for p2 in points]
        bias = F.take(attn_biases, nd.array(idxs)).reshape((H * W, H * W))
        t = x.reshape((B, C, -1)).transpose((0, 2, 1))
        q, k = F.split(self.qk(t), num_outputs=2, axis=-1)
        attn = F.softmax(F.broadcast_add(F.batch_dot(q, k, transpose_b=True), bias.expand_dims(0)), axis=-1)
        return t + F.broadcast_mul(F.batch_dot(attn, t), layer_scale)
