"""SketchRNN VAE: a bidirectional LSTM encoder over stroke-5 input, the last step's features to `mu`, the latent (eval: the mean) lifted to every decoder step by `broadcast_like(expand_dims(z, 1), strokes, lhs_axes=(1,), rhs_axes=(1,))` and concatenated to the strokes."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class SketchVAE(HybridBlock):
    def __init__(self, enc_hidden=4, z_size=3, dec_hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(enc_hidden, layout="NTC", bidirectional=True, input_size=5)
            self.mu = nn.Dense(z_size, in_units=2 * enc_hidden)
            self.init_state = nn.Dense(2 * dec_hidden, in_units=z_size, activation="tanh")
            self.decoder = rnn.LSTM(dec_hidden, layout="NTC", input_size=5 + z_size)

    def hybrid_forward(self, F, strokes):
        h = self.encoder(strokes)
        z = self.mu(F.squeeze(F.slice_axis(h, axis=1, begin=-1, end=None), axis=1))
        h0, c0 = F.split(self.init_state(z), num_outputs=2, axis=1)
        z_t = F.broadcast_like(F.expand_dims(z, axis=1), strokes, lhs_axes=(1,), rhs_axes=(1,))
        out, _ = self.decoder(F.concat(strokes, z_t, dim=2), [F.expand_dims(h0, 0), F.expand_dims(c0, 0)])
        return out, z


Net = SketchVAE
