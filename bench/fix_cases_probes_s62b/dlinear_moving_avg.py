"""DLinear's series_decomp with a shared head: the moving average pads both ends by replicating the
first and last steps, `F.broadcast_to(x[:, 0:1, :], (x.shape[0], pad, x.shape[2]))`, pools over
time on (N, C, T), and the seasonal part is the residual; one Dense over the time axis for every
channel (individual=False), trend and seasonal outputs summed and put back to (N, pred, C)."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3)]


class Net(nn.HybridBlock):
    def __init__(self, seq_len=8, pred_len=4, kernel_size=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.kernel_size = kernel_size
        with self.name_scope():
            self.linear_seasonal = nn.Dense(pred_len, in_units=seq_len, flatten=False)
            self.linear_trend = nn.Dense(pred_len, in_units=seq_len, flatten=False)

    def moving_avg(self, F, x):
        pad = (self.kernel_size - 1) // 2
        front = F.broadcast_to(x[:, 0:1, :], (x.shape[0], pad, x.shape[2]))
        end = F.broadcast_to(x[:, -1:, :], (x.shape[0], pad, x.shape[2]))
        x = F.concat(front, x, end, dim=1)
        x = F.Pooling(x.transpose((0, 2, 1)), kernel=(self.kernel_size,), stride=(1,), pool_type='avg')
        return x.transpose((0, 2, 1))

    def hybrid_forward(self, F, x):
        trend = self.moving_avg(F, x)
        seasonal = x - trend
        seasonal_out = self.linear_seasonal(seasonal.transpose((0, 2, 1)))
        trend_out = self.linear_trend(trend.transpose((0, 2, 1)))
        return (seasonal_out + trend_out).transpose((0, 2, 1))
