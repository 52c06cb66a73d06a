"""SiamRPN++ depthwise cross-correlation: channels folded into the batch, correlated per channel, unfolded."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 3), (2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._channels = channels
        with self.name_scope():
            self.head = nn.Conv2D(2, 1, in_channels=channels)

    def hybrid_forward(self, F, kernel, search):
        b, c = search.shape[0], search.shape[1]
        s = search.reshape((1, b * c, search.shape[2], search.shape[3]))
        k = kernel.reshape((b * c, 1, kernel.shape[2], kernel.shape[3]))
        out = F.Convolution(s, k, kernel=(3, 3), num_filter=b * c, num_group=b * c, no_bias=True)
        out = out.reshape((b, c, out.shape[2], out.shape[3]))
        return self.head(out)
