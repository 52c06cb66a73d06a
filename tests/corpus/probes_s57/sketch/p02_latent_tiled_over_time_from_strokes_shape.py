"""SketchRNN decoder input: the latent tiled over time by `F.tile(z, reps=(1, strokes.shape[1], 1))`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class SketchDecoderInput(HybridBlock):
    def __init__(self, enc_hidden=4, z_size=3, dec_hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(enc_hidden, layout="NTC", bidirectional=True, input_size=5)
            self.mu = nn.Dense(z_size, in_units=2 * enc_hidden)
            self.decoder = rnn.LSTM(dec_hidden, layout="NTC", input_size=5 + z_size)

    def hybrid_forward(self, F, strokes):
        h = self.encoder(strokes)
        z = self.mu(F.squeeze(F.slice_axis(h, axis=1, begin=-1, end=None), axis=1))
        z_t = F.tile(F.expand_dims(z, axis=1), reps=(1, strokes.shape[1], 1))
        return self.decoder(F.concat(strokes, z_t, dim=2))


Net = SketchDecoderInput
