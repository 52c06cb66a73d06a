"""MQ-RNN with the encoder's last hidden state (from `F.SequenceLast` over the time-major output) tiled
along the horizon by `F.tile(..., reps=(1, H, 1))`, the horizon a constructor argument."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 3), (2, 4, 2)]


class TiledContextDecoder(HybridBlock):
    def __init__(self, prediction_length=4, num_quantiles=2, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.encoder = rnn.GRU(5, layout="TNC")
            self.local_mlp = nn.Dense(num_quantiles, flatten=False)

    def hybrid_forward(self, F, past_seq, future_feat):
        enc = self.encoder(past_seq.swapaxes(0, 1))
        last = F.SequenceLast(enc).expand_dims(axis=1)
        tiled = F.tile(last, reps=(1, self.prediction_length, 1))
        return self.local_mlp(F.concat(tiled, future_feat, dim=2))


Net = TiledContextDecoder
