"""Crossformer's segment merging between encoder scales: the segment axis padded to a multiple of
the window by repeating its last segments `x[:, :, -pad_num:, :]`, the window's neighbours gathered
by stepped slices `x[:, :, i::self.win_size, :]` in a loop and concatenated on the feature axis,
then LayerNorm and a Dense back to d_model."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, win_size=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.win_size = win_size
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=win_size * d_model)
            self.linear_trans = nn.Dense(d_model, flatten=False, in_units=win_size * d_model)

    def hybrid_forward(self, F, x):
        batch_size, ts_d, seg_num, d_model = x.shape
        pad_num = seg_num % self.win_size
        if pad_num != 0:
            pad_num = self.win_size - pad_num
            x = F.concat(x, x[:, :, -pad_num:, :], dim=-2)

        seg_to_merge = []
        for i in range(self.win_size):
            seg_to_merge.append(x[:, :, i::self.win_size, :])
        x = F.concat(*seg_to_merge, dim=-1)

        x = self.norm(x)
        return self.linear_trans(x)
