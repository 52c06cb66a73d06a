"""SepFormer's (SpeechBrain's Dual_Path_Model) segmentation: the encoded mixture `(B, N, L)` padded by a gap
`K - (P + L % K) % K` and by `P = K // 2` zeros on both sides (`nd.zeros((B, N, gap))` concatenated), cut
into chunks of 50% overlap (`input[:, :, :-P]` and `input[:, :, P:]` reshaped to `(B, N, -1, K)`, stacked
on the last axis and read back as `(B, N, -1, K)`, transposed to `(B, N, K, S)`), an intra-chunk Dense, and
the overlap-add back to `(B, N, L)` taking the gap off."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 1, 20)]


class Net(nn.HybridBlock):
    def __init__(self, enc_channels=4, kernel_size=4, chunk_size=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K = chunk_size
        with self.name_scope():
            self.encoder = nn.Conv1D(enc_channels, kernel_size, strides=kernel_size // 2,
                                     in_channels=1, activation='relu')
            self.intra = nn.Dense(chunk_size, in_units=chunk_size, flatten=False)

    def _padding(self, x, K):
        B, N, L = x.shape
        P = K // 2
        gap = K - (P + L % K) % K
        if gap > 0:
            x = nd.concat(x, nd.zeros((B, N, gap)), dim=2)
        pad = nd.zeros((B, N, P))
        return nd.concat(pad, x, pad, dim=2), gap

    def _segmentation(self, x, K):
        B, N, L = x.shape
        P = K // 2
        x, gap = self._padding(x, K)
        x1 = x[:, :, :-P].reshape((B, N, -1, K))
        x2 = x[:, :, P:].reshape((B, N, -1, K))
        x = nd.concat(x1, x2, dim=3).reshape((B, N, -1, K)).transpose((0, 1, 3, 2))
        return x, gap

    def _over_add(self, x, gap):
        B, N, K, S = x.shape
        P = K // 2
        x = x.transpose((0, 1, 3, 2)).reshape((B, N, -1, K * 2))
        x1 = x[:, :, :, :K].reshape((B, N, -1))[:, :, P:]
        x2 = x[:, :, :, K:].reshape((B, N, -1))[:, :, :-P]
        x = x1 + x2
        if gap > 0:
            x = x[:, :, :-gap]
        return x

    def hybrid_forward(self, F, mix):
        w = self.encoder(mix)
        chunks, gap = self._segmentation(w, self.K)
        chunks = self.intra(chunks.transpose((0, 1, 3, 2))).transpose((0, 1, 3, 2))
        return self._over_add(chunks, gap) * w
