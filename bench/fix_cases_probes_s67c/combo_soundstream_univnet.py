"""A codec decoder mixing SoundStream and UnivNet: the encoder frames (B, D, L) quantised by two residual
codebooks (nearest code by expanded distances with plain operators on (N, 1), (N, K), (1, K), the commitment
loss summed with `+=`, straight-through), the quantised frames conditioning a location-variable conv on the
waveform (B, C, T): a kernel-size-1 kernel per frame from a conv predictor, the waveform unfolded into
`T // L` hop windows by a reshape of the unpacked shape, `batch_dot` per window, a gated activation."""
from mxnet import init
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, codebook_size=6, n_q=2, channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_q = n_q
        self.channels = channels
        with self.name_scope():
            self.codebooks = [self.params.get('codebook%d' % i, shape=(codebook_size, dim), init=init.Normal(1.0))
                              for i in range(n_q)]
            self.kernel_conv = nn.Conv1D(2 * channels * channels, 1, in_channels=dim)
            self.bias_conv = nn.Conv1D(2 * channels, 1, in_channels=dim)

    def quantize(self, F, x, embed):
        B, D, L = x.shape
        flat = x.transpose((0, 2, 1)).reshape((-1, D))
        dist = -(F.sum(flat ** 2, axis=1, keepdims=True) - 2 * F.dot(flat, embed, transpose_b=True)
                 + F.sum(embed ** 2, axis=1).expand_dims(0))
        q = F.take(embed, F.argmax(dist, axis=-1)).reshape((B, L, D)).transpose((0, 2, 1))
        return q

    def hybrid_forward(self, F, z, wav):
        residual = z
        quantized = F.zeros_like(z)
        commit = 0
        for i in range(self.n_q):
            q = self.quantize(F, residual, self.codebooks[i].data())
            commit += F.mean((F.stop_gradient(q) - residual) ** 2)
            residual = residual - q
            quantized = quantized + q
        quantized = z + F.stop_gradient(quantized - z)
        B, C, T = wav.shape
        L = quantized.shape[2]
        hop = T // L
        k = self.kernel_conv(quantized).reshape((B, 2 * C, C, L)).transpose((0, 3, 1, 2)).reshape((-1, 2 * C, C))
        w = wav.reshape((B, C, L, hop)).transpose((0, 2, 1, 3)).reshape((-1, C, hop))
        y = F.batch_dot(k, w).reshape((B, L, 2 * C, hop)).transpose((0, 2, 1, 3))
        y = (y + self.bias_conv(quantized).expand_dims(-1)).reshape((B, 2 * C, T))
        a, b = F.split(y, num_outputs=2, axis=1)
        return wav + F.sigmoid(a) * F.tanh(b), commit
