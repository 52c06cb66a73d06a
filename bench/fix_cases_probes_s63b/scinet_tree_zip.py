"""SCINet's tree: each level splits the time axis into even and odd steps, updates both halves, hands
each to the next level, and re-interleaves them with `zip_up_the_pants` -- a python loop over
`min(even.shape[0], odd.shape[0])` appending one step of each -- then the residual `x += res` and a
1x1 conv over the time axis to the horizon."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Level(nn.HybridBlock):
    def __init__(self, channels, level, **kwargs):
        super(Level, self).__init__(**kwargs)
        self.level = level
        with self.name_scope():
            self.update_even = nn.Dense(channels, flatten=False, in_units=channels, activation='tanh')
            self.update_odd = nn.Dense(channels, flatten=False, in_units=channels, activation='tanh')
            if level > 0:
                self.tree_even = Level(channels, level - 1)
                self.tree_odd = Level(channels, level - 1)

    def zip_up_the_pants(self, F, even, odd):
        even = even.transpose((1, 0, 2))
        odd = odd.transpose((1, 0, 2))      # L, B, D
        even_len = even.shape[0]
        odd_len = odd.shape[0]
        mlen = min(odd_len, even_len)
        steps = []
        for i in range(mlen):
            steps.append(even[i].expand_dims(0))
            steps.append(odd[i].expand_dims(0))
        if odd_len < even_len:
            steps.append(even[-1].expand_dims(0))
        return F.concat(*steps, dim=0).transpose((1, 0, 2))

    def hybrid_forward(self, F, x):
        even = F.slice(x, begin=(None, 0, None), end=(None, None, None), step=(1, 2, 1))
        odd = F.slice(x, begin=(None, 1, None), end=(None, None, None), step=(1, 2, 1))
        even_update = even + self.update_even(odd)
        odd_update = odd - self.update_odd(even_update)
        if self.level == 0:
            return self.zip_up_the_pants(F, even_update, odd_update)
        return self.zip_up_the_pants(F, self.tree_even(even_update), self.tree_odd(odd_update))


class Net(nn.HybridBlock):
    def __init__(self, input_len=8, output_len=4, channels=4, num_levels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.tree = Level(channels, num_levels - 1)
            self.projection = nn.Conv1D(output_len, 1, in_channels=input_len, use_bias=False)

    def hybrid_forward(self, F, x):
        res = x
        x = self.tree(x)
        x += res
        return self.projection(x)
