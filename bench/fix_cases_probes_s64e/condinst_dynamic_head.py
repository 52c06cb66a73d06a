"""CondInst's dynamic mask head: a controller Dense gives each instance its flat parameters,
split by `weight_nums`/`bias_nums` into three 1x1 layers (`slice_axis` in a loop) and reshaped to
`(num_insts * channels, -1, 1, 1)` with `num_insts = params.shape[0]`; the mask features of the
image tiled per instance and viewed as one (1, n * C, H, W) map, the layers applied as a grouped
`Convolution(num_group=num_insts)`, the masks `reshape((num_insts, 1, H, W))`."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 6, 6), (3, 10)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=4, channels=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.weight_nums = [in_channels * channels, channels * channels, channels]
        self.bias_nums = [channels, channels, 1]
        self.channels = [channels, channels, 1]
        with self.name_scope():
            self.controller = nn.Dense(sum(self.weight_nums) + sum(self.bias_nums), in_units=10)

    def hybrid_forward(self, F, mask_feats, inst_feats):
        params = self.controller(inst_feats)
        num_insts = params.shape[0]
        H, W = mask_feats.shape[2:]
        x = mask_feats.tile((num_insts, 1, 1, 1)).reshape((1, -1, H, W))
        start = 0
        for i, (wn, bn) in enumerate(zip(self.weight_nums, self.bias_nums)):
            w = F.slice_axis(params, axis=1, begin=start, end=start + wn)
            b = F.slice_axis(params, axis=1, begin=start + wn, end=start + wn + bn)
            start += wn + bn
            ch = self.channels[i]
            w = w.reshape((num_insts * ch, -1, 1, 1))
            b = b.reshape((num_insts * ch,))
            x = F.Convolution(x, w, b, kernel=(1, 1), num_filter=num_insts * ch,
                              num_group=num_insts)
            if i < 2:
                x = F.relu(x)
        return F.sigmoid(x.reshape((num_insts, 1, H, W)))
