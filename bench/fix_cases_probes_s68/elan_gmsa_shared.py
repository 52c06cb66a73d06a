"""ELAN's group-wise multi-scale self-attention with shared attention: the image padded to a multiple of the
largest window (`mod_pad_h = (wsize - h % wsize) % wsize` of `H, W = x.shape[2:]`, reflect padding), a 1x1
projection with BN, the channels split into three groups that attend within windows of 2, 4 and 4 pixels
(q = k, the windows cut by `reshape((b, c, h // ws, ws, w // ws, ws))` of `b, c, h, w = x_.shape`), the
first block returning its attention maps for the second block to reuse on its own values, a 1x1
projection out, the residuals, and the crop back `x[:, :, :H, :W]`."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 6, 6)]


def to_windows(x_, ws):
    b, c, h, w = x_.shape
    x_ = x_.reshape((b, c, h // ws, ws, w // ws, ws)).transpose((0, 2, 4, 3, 5, 1))
    return x_.reshape((-1, ws * ws, c))


def from_windows(y_, ws, b, h, w):
    c = y_.shape[-1]
    y_ = y_.reshape((b, h // ws, w // ws, ws, ws, c)).transpose((0, 5, 1, 3, 2, 4))
    return y_.reshape((b, c, h, w))


class GMSA(nn.HybridBlock):
    def __init__(self, channels, window_sizes=(2, 4, 4), shared=False, **kwargs):
        super(GMSA, self).__init__(**kwargs)
        self.channels = channels
        self.window_sizes = window_sizes
        self.shared = shared
        with self.name_scope():
            self.project_inp = nn.HybridSequential()
            self.project_inp.add(nn.Conv2D(channels if shared else channels * 2, 1, in_channels=channels),
                                 nn.BatchNorm(in_channels=channels if shared else channels * 2))
            self.project_out = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, *prev_atns):
        b, c, h, w = x.shape
        x = self.project_inp(x)
        xs = F.split(x, num_outputs=3, axis=1)
        ys, atns = [], []
        for idx, x_ in enumerate(xs):
            wsize = self.window_sizes[idx]
            if self.shared:
                v = to_windows(x_, wsize)
                atn = prev_atns[idx]
            else:
                q, v = F.split(x_, num_outputs=2, axis=1)
                q, v = to_windows(q, wsize), to_windows(v, wsize)
                atn = F.softmax(F.batch_dot(q, q, transpose_b=True), axis=-1)
                atns.append(atn)
            ys.append(from_windows(F.batch_dot(atn, v), wsize, b, h, w))
        y = self.project_out(F.concat(*ys, dim=1))
        return (y,) + tuple(atns)


class Net(nn.HybridBlock):
    def __init__(self, channels=6, window_sizes=(2, 4, 4), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.window_sizes = window_sizes
        with self.name_scope():
            self.msa1 = GMSA(channels, window_sizes)
            self.msa2 = GMSA(channels, window_sizes, shared=True)

    def check_image_size(self, x):
        h, w = x.shape[2:]
        wsize = max(self.window_sizes)
        mod_pad_h = (wsize - h % wsize) % wsize
        mod_pad_w = (wsize - w % wsize) % wsize
        return x.pad(mode='reflect', pad_width=(0, 0, 0, 0, 0, mod_pad_h, 0, mod_pad_w))

    def hybrid_forward(self, F, x):
        H, W = x.shape[2:]
        x = self.check_image_size(x)
        out = self.msa1(x)
        y, atns = out[0], out[1:]
        x = x + y
        x = x + self.msa2(x, *atns)[0]
        return x[:, :, :H, :W]
