"""GC ViT's global query path: fused-MBConv blocks (3x3 conv, GELU, squeeze-excitation pooled to 1x1, 1x1
conv, residual) each followed by a stride-2 max pool reduce the whole (B, C, H, W) map to the window size;
the result (B, ws*ws, heads, hd) is the global query, repeated for every window of the batch
(`q_global.repeat(B_ // B, axis=0)` with `B_, N, C = x.shape` of the windows) and attended by the local
keys/values of each window."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class SE(nn.HybridBlock):
    def __init__(self, channels, **kwargs):
        super(SE, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // 2, in_units=channels, use_bias=False)
            self.fc2 = nn.Dense(channels, in_units=channels // 2, use_bias=False)

    def hybrid_forward(self, F, x):
        b, c, _, _ = x.shape
        y = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type='avg').reshape((b, c))
        y = F.sigmoid(self.fc2(F.LeakyReLU(self.fc1(y), act_type='gelu'))).reshape((b, c, 1, 1))
        return x * y


class ReduceSize(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(ReduceSize, self).__init__(**kwargs)
        with self.name_scope():
            self.dw = nn.Conv2D(dim, 3, padding=1, groups=dim, use_bias=False, in_channels=dim)
            self.se = SE(dim)
            self.pw = nn.Conv2D(dim, 1, use_bias=False, in_channels=dim)
            self.pool = nn.MaxPool2D(3, strides=2, padding=1)

    def hybrid_forward(self, F, x):
        x = x + self.pw(self.se(F.LeakyReLU(self.dw(x), act_type='gelu')))
        return self.pool(x)


class Net(nn.HybridBlock):
    def __init__(self, dim=4, num_heads=2, window_size=2, image_resolution=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ws = window_size
        self.num_heads = num_heads
        self.scale = (dim // num_heads) ** -0.5
        with self.name_scope():
            self.to_q_global = nn.HybridSequential()
            for _ in range(int(math.log2(image_resolution // window_size))):
                self.to_q_global.add(ReduceSize(dim))
            self.kv = nn.Dense(2 * dim, in_units=dim, flatten=False)
            self.proj = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q_global = self.to_q_global(x)
        B, C, H, W = x.shape
        ws = self.ws
        windows = x.transpose((0, 2, 3, 1)).reshape((B, H // ws, ws, W // ws, ws, C))
        windows = windows.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, C))
        B_, N, C = windows.shape
        hd = C // self.num_heads
        kv = self.kv(windows).reshape((B_, N, 2, self.num_heads, hd)).transpose((2, 0, 3, 1, 4))
        k, v = kv[0], kv[1]
        q_global = q_global.transpose((0, 2, 3, 1)).reshape((B, 1, N, self.num_heads, hd))
        q_global = q_global.repeat(B_ // B, axis=1).reshape((B_, N, self.num_heads, hd))
        q = q_global.transpose((0, 2, 1, 3)) * self.scale
        attn = F.softmax(F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True), axis=-1)
        out = F.batch_dot(attn, v.reshape((-3, 0, 0))).reshape((B_, self.num_heads, N, hd))
        out = self.proj(out.transpose((0, 2, 1, 3)).reshape((B_, N, C)))
        out = out.reshape((B, H // ws, W // ws, ws, ws, C)).transpose((0, 5, 1, 3, 2, 4))
        return out.reshape((B, C, H, W)) + x
