"""Autoformer decoder: the trend initialised as the encoder input's mean repeated over the prediction length, each decoder layer decomposing its output and adding a Dense projection of the trend part to the running trend with plain `+` on equal shapes; returns seasonal + trend."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class DecompLayer(HybridBlock):
    def __init__(self, units, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self._pad = (kernel_size - 1) // 2
        with self.name_scope():
            self.ff = nn.Dense(units, flatten=False, in_units=units)
            self.avg = nn.AvgPool1D(pool_size=kernel_size, strides=1, padding=self._pad,
                                    count_include_pad=False)
            self.trend_proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        x = x + self.ff(x)
        trend = F.transpose(self.avg(F.transpose(x, axes=(0, 2, 1))), axes=(0, 2, 1))
        return x - trend, self.trend_proj(trend)


class TrendDecoder(HybridBlock):
    def __init__(self, units=3, pred_len=6, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self._pred_len = pred_len
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_layers):
                self.layers.add(DecompLayer(units))

    def hybrid_forward(self, F, x):
        trend = F.repeat(F.mean(x, axis=1, keepdims=True), repeats=self._pred_len, axis=1)
        seasonal = x
        for layer in self.layers:
            seasonal, residual_trend = layer(seasonal)
            trend = trend + residual_trend
        return seasonal + trend


Net = TrendDecoder
