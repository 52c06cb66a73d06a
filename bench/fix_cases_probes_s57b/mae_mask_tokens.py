"""MAE's decoder input: a learned mask token tiled to `(x.shape[0], ids.shape[1] + 1 - x.shape[1], 1)`, appended after the visible tokens without the class token (`x[:, 1:, :]`), unshuffled by the restore indices, the class token put back with `x[:, :1, :]`, and the position embedding added with `+`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, patches=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=dim, flatten=False)
            self.mask_token = self.params.get('mask_token', shape=(1, 1, dim), init='zeros')
            self.pos = self.params.get('pos', shape=(1, patches + 1, dim))

    def hybrid_forward(self, F, x, noise, mask_token, pos):
        x = self.embed(x)
        ids = F.argsort(F.argsort(noise, axis=1), axis=1)
        tokens = F.tile(mask_token, reps=(x.shape[0], ids.shape[1] + 1 - x.shape[1], 1))
        x_ = F.concat(x[:, 1:, :], tokens, dim=1)
        batch = F.arange(x.shape[0]).reshape((-1, 1)).broadcast_to((x.shape[0], ids.shape[1]))
        x_ = F.gather_nd(x_, F.stack(batch, ids))
        x = F.concat(x[:, :1, :], x_, dim=1)
        return x + pos
