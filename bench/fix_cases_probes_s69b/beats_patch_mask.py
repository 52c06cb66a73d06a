"""BEATs' input side: the fbank (B, T, 128 mel bins here 32) normalised by the fixed dataset mean and std
(`(fbank - fbank_mean) / (2 * fbank_std)`), a channel axis added, the patch embedding by a conv of kernel
and stride 16, the patches flattened to (B, N, C),, a LayerNorm, and the random masking of patches by index inputs as the
pre-training does it: `ids_keep` the first `len_keep = int(N * (1 - mask_ratio))` of an argsort of noise,
gathered per sample with `gather_nd` on `nd.arange(B)` batch indices."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 64, 32), (2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dim=8, mask_ratio=0.5, fbank_mean=15.41663, fbank_std=6.55582, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mask_ratio = mask_ratio
        self.fbank_mean = fbank_mean
        self.fbank_std = fbank_std
        with self.name_scope():
            self.patch_embedding = nn.Conv2D(embed_dim, 16, strides=16, use_bias=False, in_channels=1)
            self.layer_norm = nn.LayerNorm(in_channels=embed_dim)

    def hybrid_forward(self, F, fbank, noise):
        fbank = (fbank * 20 - self.fbank_mean) / (2 * self.fbank_std)
        features = self.patch_embedding(fbank.expand_dims(1))
        features = features.reshape((0, 0, -1)).transpose((0, 2, 1))
        features = self.layer_norm(features)
        B, N, C = features.shape
        len_keep = int(N * (1 - self.mask_ratio))
        ids_keep = F.argsort(noise, axis=1)[:, :len_keep]
        batch = nd.arange(B).reshape((B, 1)).broadcast_to((B, len_keep))
        kept = F.gather_nd(features, F.stack(batch, ids_keep, axis=0))
        return kept
