"""Numpy-mode (MXNet 2 style) Transformer inputs in `forward`: lags cut by subscripts
`past_target[:, -lag - C:-lag]`, stacked by `np.stack`, time features cut by `past_time_feat[:, -C:]`,
concatenated by `np.concatenate`. Legal: numpy-mode arrays take subscripts in a traced graph."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8), (2, 8, 2)]


class NumpyLags(HybridBlock):
    def __init__(self, context_length=4, lags_seq=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        self.lags_seq = list(lags_seq)
        self.embed = nn.Dense(8, flatten=False, in_units=5)

    def forward(self, past_target, past_time_feat):
        c = self.context_length
        lags = np.stack([past_target[:, -lag - c:-lag] for lag in self.lags_seq], axis=-1)
        return self.embed(np.concatenate([lags, past_time_feat[:, -c:]], axis=-1))


Net = NumpyLags
