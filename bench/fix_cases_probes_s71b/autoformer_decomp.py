"""Autoformer's series decomposition and decoder initialisation (a TFT neighbour): the moving average
pads both ends by repeating the first and last steps (`front = x[:, 0:1, :].repeat((self.k - 1) // 2,
axis=1)`, `end = x[:, -1:, :]...`), an AvgPool1D over time on the transpose, seasonal = x - trend; the
decoder's trend init is the mean repeated over pred_len and its seasonal init the last label_len
steps followed by zeros of pred_len steps (`F.zeros_like(mean)`)."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3)]


class Net(nn.HybridBlock):
    def __init__(self, kernel_size=3, label_len=4, pred_len=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k, self.label_len, self.pred_len = kernel_size, label_len, pred_len
        with self.name_scope():
            self.avg = nn.AvgPool1D(kernel_size, 1, 0)

    def decomp(self, F, x):
        front = x[:, 0:1, :].repeat((self.k - 1) // 2, axis=1)
        end = x[:, -1:, :].repeat((self.k - 1) // 2, axis=1)
        padded = F.concat(front, x, end, dim=1)
        trend = self.avg(padded.transpose((0, 2, 1))).transpose((0, 2, 1))
        return x - trend, trend

    def hybrid_forward(self, F, x):
        mean = x.mean(axis=1, keepdims=True).repeat(self.pred_len, axis=1)
        zeros = F.zeros_like(mean)
        seasonal, trend = self.decomp(F, x)
        trend_init = F.concat(F.slice_axis(trend, axis=1, begin=-self.label_len, end=None), mean, dim=1)
        seasonal_init = F.concat(seasonal[:, -self.label_len:, :], zeros, dim=1)
        return seasonal_init, trend_init
