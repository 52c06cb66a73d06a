"""SketchRNN decoder input with the latent repeated over time by `F.repeat(z, repeats=len(strokes[0]), axis=1)` (the first sketch's number of steps)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class SketchDecoderInput(HybridBlock):
    def __init__(self, z_size=3, dec_hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(4, layout="NTC", bidirectional=True, input_size=5)
            self.mu = nn.Dense(z_size, in_units=8)
            self.decoder = rnn.LSTM(dec_hidden, layout="NTC", input_size=5 + z_size)

    def hybrid_forward(self, F, strokes):
        h = F.squeeze(F.slice_axis(self.encoder(strokes), axis=1, begin=-1, end=None), axis=1)
        z = F.expand_dims(self.mu(h), axis=1)
        z_t = F.repeat(z, repeats=len(strokes[0]), axis=1)
        return self.decoder(F.concat(strokes, z_t, dim=2))


Net = SketchDecoderInput
