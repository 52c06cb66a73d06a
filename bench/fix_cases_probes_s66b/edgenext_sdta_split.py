"""EdgeNeXt's split depth-wise transpose attention, its first half: the channels split into `scales` groups of
`width = ceil(dim / scales)` channels (`x[:, i * width:(i + 1) * width]`), each group after the first added to the
previous group's output and passed through a depthwise conv whose kernel grows with the group (cumulative
multi-scale), the last group passed through untouched, the groups concatenated back, and the positional encoding
of the spatial grid added in (B, H*W, C) layout from `B, C, H, W = x.shape`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 10, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=10, scales=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.width = max(int(math.ceil(dim / scales)), int(math.floor(dim // scales)))
        self.nums = scales - 1 if scales > 1 else 1
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(self.nums):
                k = 3 + 2 * i
                self.convs.add(nn.Conv2D(self.width, k, padding=k // 2, groups=self.width, in_channels=self.width))
            self.pos_proj = nn.Dense(dim, in_units=2, flatten=False)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        spx = [x[:, i * self.width:(i + 1) * self.width] for i in range(self.nums)]
        rest = x[:, self.nums * self.width:]
        out = []
        for i in range(self.nums):
            sp = spx[i] if i == 0 else sp + spx[i]
            sp = self.convs[i](sp)
            out.append(sp)
        out.append(rest)
        x = F.concat(*out, dim=1)
        tokens = x.reshape((B, C, H * W)).transpose((0, 2, 1))
        ys = F.arange(H).reshape((H, 1)).broadcast_to((H, W)) / H
        xs = F.arange(W).reshape((1, W)).broadcast_to((H, W)) / W
        grid = F.stack(ys, xs, axis=-1).reshape((1, H * W, 2))
        return tokens + self.pos_proj(grid)
