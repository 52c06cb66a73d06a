"""DLinear with individual heads: the decomposition by `F.repeat` of the edge steps and an average
pool, then one Dense per channel, filled as the reference fills its output: `out = F.zeros((x.shape[0],
self.channels, self.pred_len))` and `out[:, i, :] = self.seasonal[i](seasonal[:, i, :]) + ...` for
each channel."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, seq_len=6, pred_len=2, channels=3, kernel_size=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.channels = channels
        self.pred_len = pred_len
        self.kernel_size = kernel_size
        with self.name_scope():
            self.seasonal = nn.HybridSequential()
            self.trend = nn.HybridSequential()
            for _ in range(channels):
                self.seasonal.add(nn.Dense(pred_len, in_units=seq_len))
                self.trend.add(nn.Dense(pred_len, in_units=seq_len))

    def hybrid_forward(self, F, x):
        pad = (self.kernel_size - 1) // 2
        padded = F.concat(F.repeat(x.slice_axis(axis=1, begin=0, end=1), repeats=pad, axis=1), x,
                          F.repeat(x.slice_axis(axis=1, begin=-1, end=None), repeats=pad, axis=1), dim=1)
        trend = F.Pooling(padded.transpose((0, 2, 1)), kernel=(self.kernel_size,), pool_type='avg')
        seasonal = x.transpose((0, 2, 1)) - trend
        out = F.zeros((x.shape[0], self.channels, self.pred_len))
        for i in range(self.channels):
            out[:, i, :] = self.seasonal[i](seasonal[:, i, :]) + self.trend[i](trend[:, i, :])
        return out.transpose((0, 2, 1))
