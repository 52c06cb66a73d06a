"""FastSpeech 2 variance predictor: two Conv1D + ReLU + LayerNorm + Dropout layers over (N, P, C) moved to channels-first and back with `swapaxes(1, 2)`, a Dense(1) squeezed to (N, P) by `reshape((0, -1))`; the layers a python list of child pairs."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class VariancePredictor(HybridBlock):
    def __init__(self, units=6, filters=8, kernel=3, dropout=0.5, layers=2, **kwargs):
        super().__init__(**kwargs)
        self._layers = layers
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.norms = nn.HybridSequential()
            c_in = units
            for _ in range(layers):
                self.convs.add(nn.Conv1D(filters, kernel, padding=kernel // 2, in_channels=c_in))
                self.norms.add(nn.LayerNorm(in_channels=filters))
                c_in = filters
            self.drop = nn.Dropout(dropout)
            self.proj = nn.Dense(1, flatten=False, in_units=filters)

    def hybrid_forward(self, F, x):
        for conv, norm in zip(self.convs, self.norms):
            x = F.relu(conv(x.swapaxes(1, 2))).swapaxes(1, 2)
            x = self.drop(norm(x))
        return self.proj(x).reshape((0, -1))


Net = VariancePredictor
