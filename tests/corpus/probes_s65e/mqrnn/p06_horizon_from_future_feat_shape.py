"""MQ-RNN decoder repeating the encoder context over `future_feat.shape[1]` steps (the horizon read off the
input, not the constructor)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 3), (2, 4, 2)]


class ShapeHorizonDecoder(HybridBlock):
    def __init__(self, num_quantiles=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.GRU(5, layout="NTC")
            self.local_mlp = nn.Dense(num_quantiles, flatten=False)

    def hybrid_forward(self, F, past_seq, future_feat):
        horizon = future_feat.shape[1]
        last = F.slice_axis(self.encoder(past_seq), axis=1, begin=-1, end=None)
        ctx = F.repeat(last, repeats=horizon, axis=1)
        return self.local_mlp(F.concat(ctx, future_feat, dim=2))


Net = ShapeHorizonDecoder
