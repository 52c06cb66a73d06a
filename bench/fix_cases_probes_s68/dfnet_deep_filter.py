"""DeepFilterNet's deep filtering stage: complex coefficients of order 3 for the lowest nb_df bins from a
Dense on the embedding, viewed `(B, T, order, nb_df, 2)` from the embedding's unpacked shape; the past frames
built by padding the low bins with `nd.zeros((B, 2, order - 1, nb_df))` in front along time and framing
them by slices in a list comprehension; the complex multiply-accumulate over the window with
`coefs[..., 0]`/`coefs[..., 1]` and `frames[:, :, 0]`; the filtered bins concatenated with the untouched
upper bins, and DFNet2's blend `spec_f * a + spec * (1 - a)` by a per-frame alpha of (B, 1, T, 1)."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 2, 6, 17), (2, 6, 8)]


class DfOp(nn.HybridBlock):
    def __init__(self, nb_df, df_order, **kwargs):
        super(DfOp, self).__init__(**kwargs)
        self.nb_df = nb_df
        self.df_order = df_order

    def hybrid_forward(self, F, spec, coefs):
        B, _, T, n_freqs = spec.shape
        low = spec[:, :, :, :self.nb_df]
        pad = nd.zeros((B, 2, self.df_order - 1, self.nb_df))
        padded = F.concat(pad, low, dim=2)
        frames = F.stack(*[padded[:, :, i:i + T] for i in range(self.df_order)], axis=1)
        re = F.sum(frames[:, :, 0] * coefs[..., 0] - frames[:, :, 1] * coefs[..., 1], axis=1)
        im = F.sum(frames[:, :, 0] * coefs[..., 1] + frames[:, :, 1] * coefs[..., 0], axis=1)
        return F.concat(F.stack(re, im, axis=1), spec[:, :, :, self.nb_df:], dim=3)


class Net(nn.HybridBlock):
    def __init__(self, emb_dim=8, nb_df=5, df_order=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nb_df = nb_df
        self.df_order = df_order
        with self.name_scope():
            self.df_convp = nn.Dense(df_order * nb_df * 2, in_units=emb_dim, flatten=False)
            self.df_fc_a = nn.Dense(1, in_units=emb_dim, flatten=False)
            self.df_op = DfOp(nb_df, df_order)

    def hybrid_forward(self, F, spec, emb):
        B, T, _ = emb.shape
        c = F.tanh(self.df_convp(emb))
        coefs = c.reshape((B, T, self.df_order, self.nb_df, 2)).transpose((0, 2, 1, 3, 4))
        spec_f = self.df_op(spec, coefs)
        alpha = F.sigmoid(self.df_fc_a(emb)).reshape((B, 1, T, 1))
        return spec_f * alpha + spec * (1 - alpha)
