"""Partial convolution (Liu et al.): the mask convolved with a ones kernel sized by the input's channels, the window-size ratio rescaling the masked convolution, the (N, 1, H, W) ratio multiplied into (N, C, H, W) features."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6), (2, 1, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3, use_bias=False)

    def hybrid_forward(self, F, x, mask):
        mask = (mask > 0).astype('float32')
        c = x.shape[1]
        ones = F.ones((1, c, 3, 3))
        update = F.Convolution(F.broadcast_to(mask, (0, c, 0, 0)), ones, num_filter=1, kernel=(3, 3),
                               pad=(1, 1), no_bias=True)
        ratio = (c * 9) / (update + 1e-8)
        update = F.clip(update, 0, 1)
        ratio = ratio * update
        out = self.conv(F.broadcast_mul(x, mask))
        return out * ratio, update
