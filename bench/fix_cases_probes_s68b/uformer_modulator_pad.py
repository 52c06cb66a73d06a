"""Uformer's restoration wrapper: the input image padded (reflect) to a multiple of the window size
(`pad_h = (ws - H % ws) % ws` from the shape), an input projection to tokens, windows of the token map
with a learnable multi-scale modulator (an Embedding's weight, (ws*ws, C)) added to every window before
attention, the output projection back to an image added to the input, and the crop `y[:, :, :H, :W]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, win_size=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.win_size = win_size
        self.scale = dim ** -0.5
        with self.name_scope():
            self.input_proj = nn.Conv2D(dim, 3, padding=1, in_channels=3)
            self.modulator = nn.Embedding(win_size * win_size, dim)
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.output_proj = nn.Conv2D(3, 3, padding=1, in_channels=dim)

    def hybrid_forward(self, F, x):
        _, _, H, W = x.shape
        ws = self.win_size
        pad_h = (ws - H % ws) % ws
        pad_w = (ws - W % ws) % ws
        xp = F.pad(x, mode='reflect', pad_width=(0, 0, 0, 0, 0, pad_h, 0, pad_w))
        y = self.input_proj(xp)
        B, C, Hp, Wp = y.shape
        t = y.transpose((0, 2, 3, 1)).reshape((B, Hp // ws, ws, Wp // ws, ws, C))
        win = t.transpose((0, 1, 3, 2, 4, 5)).reshape((-1, ws * ws, C))
        win = win + self.modulator.weight.data()
        q, k, v = F.split(self.qkv(win), num_outputs=3, axis=2)
        attn = F.softmax(F.batch_dot(q * self.scale, k, transpose_b=True), axis=-1)
        out = F.batch_dot(attn, v)
        out = out.reshape((B, Hp // ws, Wp // ws, ws, ws, C)).transpose((0, 5, 1, 3, 2, 4))
        out = out.reshape((B, C, Hp, Wp))
        y = self.output_proj(out) + xp
        return y[:, :, :H, :W]
