"""MAE's random masking: `N, L, D = x.shape`, the patches kept as `int(L * (1 - ratio))`, an argsort shuffle of the noise and its argsort restore, the kept patches gathered by `gather_nd` over a batch index built with `F.arange(N)`, and the binary mask unshuffled back to patch order."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 3), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, mask_ratio=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mask_ratio = mask_ratio

    def hybrid_forward(self, F, x, noise):
        N, L, D = x.shape
        len_keep = int(L * (1 - self.mask_ratio))
        ids_shuffle = F.argsort(noise, axis=1)
        ids_restore = F.argsort(ids_shuffle, axis=1)
        ids_keep = ids_shuffle[:, :len_keep]
        batch = F.arange(N).reshape((-1, 1)).broadcast_to((N, len_keep))
        x_masked = F.gather_nd(x, F.stack(batch, ids_keep))
        mask = (F.arange(L) >= len_keep).reshape((1, -1)).broadcast_to((N, L))
        full = F.arange(N).reshape((-1, 1)).broadcast_to((N, L))
        mask = F.gather_nd(mask, F.stack(full, ids_restore))
        return x_masked, mask
