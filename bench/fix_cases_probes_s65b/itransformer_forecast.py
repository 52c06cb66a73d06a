"""iTransformer's forecast: variates as tokens -- the (B, L, N) series and its (B, L, C) time covariates
transposed to (B, N, L) / (B, C, L) and concatenated as N + C tokens, each whole series embedded by one
Dense(L -> d), an encoder layer of full attention over the variate tokens (heads split from
`B, T, _ = x.shape`, the scale `1 / sqrt(E)` with `E` read from the query's last axis), the projection
back to the horizon, transposed to (B, S, N + C) and cut to the series' `N = x_enc.shape[2]`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 12, 3), (2, 12, 2)]


class Net(nn.HybridBlock):
    def __init__(self, seq_len=12, pred_len=4, d_model=16, n_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_heads = n_heads
        with self.name_scope():
            self.enc_embedding = nn.Dense(d_model, in_units=seq_len, flatten=False)
            self.query = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.key = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.value = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.out = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.norm1 = nn.LayerNorm(in_channels=d_model)
            self.ffn = nn.Dense(d_model, in_units=d_model, flatten=False, activation='relu')
            self.norm2 = nn.LayerNorm(in_channels=d_model)
            self.projector = nn.Dense(pred_len, in_units=d_model, flatten=False)

    def attention(self, F, x):
        B, T, _ = x.shape
        H = self.n_heads
        q = self.query(x).reshape((B, T, H, -1)).transpose((0, 2, 1, 3))
        k = self.key(x).reshape((B, T, H, -1)).transpose((0, 2, 1, 3))
        v = self.value(x).reshape((B, T, H, -1)).transpose((0, 2, 1, 3))
        E = q.shape[-1]
        scale = 1. / math.sqrt(E)
        scores = F.batch_dot(q.reshape((B * H, T, E)), k.reshape((B * H, T, E)), transpose_b=True)
        attn = F.softmax(scores * scale, axis=-1)
        out = F.batch_dot(attn, v.reshape((B * H, T, E))).reshape((B, H, T, E))
        return self.out(out.transpose((0, 2, 1, 3)).reshape((B, T, -1)))

    def hybrid_forward(self, F, x_enc, x_mark_enc):
        _, _, N = x_enc.shape
        tokens = F.concat(x_enc.transpose((0, 2, 1)), x_mark_enc.transpose((0, 2, 1)), dim=1)
        enc_out = self.enc_embedding(tokens)
        enc_out = self.norm1(enc_out + self.attention(F, enc_out))
        enc_out = self.norm2(enc_out + self.ffn(enc_out))
        dec_out = self.projector(enc_out).transpose((0, 2, 1))
        return dec_out[:, :, :N]
