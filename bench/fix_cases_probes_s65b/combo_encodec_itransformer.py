"""An iTransformer forecaster on EnCodec-style quantised latents: the (B, L, N) series normalised by its
mean and std (`x - means` with (B, 1, N) means), each variate's series quantised by one codebook (the
nearest code by squared distance of (B*N, L) rows against (K, L) codes, plain `-` of `expand_dims`),
the quantised variates embedded as tokens (B, N, d), a projection to the horizon, transposed back and
de-normalised with `stdev.repeat(self.pred_len, axis=1)`, plus the commitment loss."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 8, 3)]


class Net(nn.HybridBlock):
    def __init__(self, seq_len=8, pred_len=4, d_model=8, codebook_size=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pred_len = pred_len
        with self.name_scope():
            self.codebook = self.params.get('codebook', shape=(codebook_size, seq_len), init=init.Normal(1.0))
            self.embed = nn.Dense(d_model, in_units=seq_len, flatten=False)
            self.projector = nn.Dense(pred_len, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, x_enc, codebook):
        means = x_enc.mean(axis=1, keepdims=True)
        x_enc = x_enc - means
        stdev = F.sqrt((x_enc ** 2).mean(axis=1, keepdims=True) + 1e-5)
        x_enc = x_enc / stdev
        B, L, N = x_enc.shape
        rows = x_enc.transpose((0, 2, 1)).reshape((B * N, L))
        dist = ((rows.expand_dims(1) - codebook.expand_dims(0)) ** 2).sum(axis=-1)
        idx = F.argmin(dist, axis=-1)
        quantized = F.take(codebook, idx)
        commit = F.mean((quantized - rows) ** 2)
        quantized = rows + F.BlockGrad(quantized - rows)
        tokens = self.embed(quantized.reshape((B, N, L)))
        dec_out = self.projector(tokens).transpose((0, 2, 1))
        dec_out = dec_out * stdev.repeat(self.pred_len, axis=1) + means.repeat(self.pred_len, axis=1)
        return dec_out, commit
