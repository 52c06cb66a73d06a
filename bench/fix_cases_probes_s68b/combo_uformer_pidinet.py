"""An edge-aware restoration block mixing Uformer and PiDiNet: the image padded to a multiple of the window
(`pad = (ws - H % ws) % ws`), a central pixel-difference conv (the weight minus its spatial sum applied at
the centre, `num_filter=weight.shape[0]`) as the input projection, window attention on the (B, H, W, C)
token map with a (ws*ws, C) modulator added to the windows, the LeFF's depthwise conv on the map restored
by reshape, the edge map upsampled to the image size by `x.shape[2:]`, and the crop to (H, W)."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 7)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, ws=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ws = ws
        self.scale = dim ** -0.5
        with self.name_scope():
            self.pdc_weight = self.params.get('pdc_weight', shape=(dim, 3, 3, 3), init=mx.init.Xavier())
            self.modulator = self.params.get('modulator', shape=(ws * ws, dim), init=mx.init.Normal(0.02))
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.dwconv = nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim)
            self.edge = nn.Conv2D(1, 1, in_channels=dim)
            self.out = nn.Conv2D(3, 3, padding=1, in_channels=dim)

    def hybrid_forward(self, F, x, pdc_weight, modulator):
        H, W = x.shape[2:]
        ws = self.ws
        x = F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 0, (ws - H % ws) % ws, 0, (ws - W % ws) % ws))
        w_c = pdc_weight.sum(axis=(2, 3), keepdims=True)
        y = F.Convolution(x, pdc_weight, kernel=(3, 3), pad=(1, 1), num_filter=pdc_weight.shape[0], no_bias=True)
        y = y - F.Convolution(x, w_c, kernel=(1, 1), num_filter=pdc_weight.shape[0], no_bias=True)
        B, C, Hp, Wp = y.shape
        t = y.transpose((0, 2, 3, 1)).reshape((B, Hp // ws, ws, Wp // ws, ws, C))
        win = t.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, C)) + modulator
        q, k, v = F.split(self.qkv(win), num_outputs=3, axis=2)
        out = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1), v)
        out = out.reshape((B, Hp // ws, Wp // ws, ws, ws, C)).transpose((0, 5, 1, 3, 2, 4))
        out = out.reshape((B, C, Hp, Wp))
        out = out + self.dwconv(out)
        edge = F.sigmoid(self.edge(F.Pooling(out, kernel=(2, 2), stride=(2, 2), pool_type='avg')))
        edge = F.contrib.BilinearResize2D(edge, height=x.shape[2], width=x.shape[3])
        res = x + self.out(out) * edge
        return res[:, :, :H, :W]
