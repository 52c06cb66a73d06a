"""iTransformer's non-stationary normalisation around the inverted encoder (the Time-Series-Library
`use_norm` path): `means = x_enc.mean(1, keepdims=True)`, `x_enc = x_enc - means`, `stdev = sqrt(var + 1e-5)`,
`x_enc /= stdev`, the variates embedded and projected to the horizon, and the de-normalisation
`dec_out * stdev[:, 0, :].expand_dims(1).repeat(self.pred_len, axis=1)` plus the repeated means."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 16, 4)]


class Net(nn.HybridBlock):
    def __init__(self, seq_len=16, pred_len=6, d_model=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pred_len = pred_len
        with self.name_scope():
            self.enc_embedding = nn.Dense(d_model, in_units=seq_len, flatten=False)
            self.encoder = nn.Dense(d_model, in_units=d_model, flatten=False, activation='relu')
            self.projector = nn.Dense(pred_len, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, x_enc):
        means = x_enc.mean(axis=1, keepdims=True)
        x_enc = x_enc - means
        stdev = nd.sqrt(nd.mean(x_enc ** 2, axis=1, keepdims=True) + 1e-5)
        x_enc /= stdev
        _, _, N = x_enc.shape
        enc_out = self.enc_embedding(x_enc.transpose((0, 2, 1)))
        enc_out = enc_out + self.encoder(enc_out)
        dec_out = self.projector(enc_out).transpose((0, 2, 1))[:, :, :N]
        dec_out = dec_out * stdev[:, 0, :].expand_dims(1).repeat(self.pred_len, axis=1)
        dec_out = dec_out + means[:, 0, :].expand_dims(1).repeat(self.pred_len, axis=1)
        return dec_out
