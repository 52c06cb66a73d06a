"""A forecasting tokenizer mixing TimesFM and BEATs: the series (B, L) normalised by the first patch's
mean and std, cut into patches (`len(series)` series, `series.shape[1] // self.patch_len` patches), each
patch embedded by a residual MLP and quantised to its nearest codeword by cosine similarity (BEATs'
quantiser, the codebook l2-normalised), the predictor's logits over codebook labels, and the codeword
vectors of the indices; the statistics reshaped back to (B, 1, 1) to denormalise the reconstruction."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(3, 16)]


class Net(nn.HybridBlock):
    def __init__(self, patch_len=4, dim=6, n_embed=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch_len = patch_len
        with self.name_scope():
            self.hidden = nn.Dense(dim, in_units=patch_len, flatten=False, activation='relu')
            self.residual = nn.Dense(dim, in_units=patch_len, flatten=False)
            self.codebook = self.params.get('codebook', shape=(n_embed, dim), init=mx.init.Normal(1.0))
            self.predictor = nn.Dense(n_embed, in_units=dim, flatten=False)
            self.decoder = nn.Dense(patch_len, in_units=dim, flatten=False)

    def hybrid_forward(self, F, series, codebook):
        batch, num_patches = len(series), series.shape[1] // self.patch_len
        first = series.slice_axis(axis=1, begin=0, end=self.patch_len)
        mu = first.mean(axis=1, keepdims=True)
        sigma = F.sqrt(F.broadcast_sub(first, mu).square().mean(axis=1, keepdims=True)) + 1e-6
        normed = F.broadcast_div(F.broadcast_sub(series, mu), sigma)
        patches = normed.reshape((batch, num_patches, self.patch_len))
        z = self.hidden(patches) + self.residual(patches)
        zn = F.L2Normalization(z, mode='spatial')
        embed = F.L2Normalization(codebook, mode='instance')
        sim = F.dot(zn, embed, transpose_b=True)
        ind = F.argmax(sim, axis=-1)
        recon = self.decoder(F.take(embed, ind))
        recon = recon * sigma.reshape((batch, 1, 1)) + mu.reshape((batch, 1, 1))
        return recon, self.predictor(z)
