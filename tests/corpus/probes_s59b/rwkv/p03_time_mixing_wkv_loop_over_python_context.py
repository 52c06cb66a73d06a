"""RWKV time mixing in its recurrent form over a python context length fixed in `__init__`: per step `slice_axis` of k, v, the running numerator/denominator decayed by `exp(-exp(w))` through `broadcast_mul`, the bonus `u` added to the current key, the receptance gate by sigmoid."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class TimeMixing(HybridBlock):
    def __init__(self, dim=6, ctx_len=4, **kwargs):
        super().__init__(**kwargs)
        self.ctx_len = ctx_len
        with self.name_scope():
            self.key = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.value = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.receptance = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.output = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.time_decay = self.params.get("time_decay", shape=(1, dim), init="zeros")
            self.time_first = self.params.get("time_first", shape=(1, dim), init="zeros")

    def hybrid_forward(self, F, x, time_decay, time_first):
        k = F.clip(self.key(x), -5, 5)
        v = self.value(x)
        r = F.sigmoid(self.receptance(x))
        decay = F.exp(-F.exp(time_decay))
        num = F.zeros_like(F.slice_axis(v, axis=1, begin=0, end=1)).reshape((0, -1))
        den = num
        outs = []
        for t in range(self.ctx_len):
            kt = F.slice_axis(k, axis=1, begin=t, end=t + 1).reshape((0, -1))
            vt = F.slice_axis(v, axis=1, begin=t, end=t + 1).reshape((0, -1))
            bonus = F.exp(F.broadcast_add(kt, time_first))
            outs.append((num + bonus * vt) / (den + bonus))
            num = F.broadcast_mul(num, decay) + F.exp(kt) * vt
            den = F.broadcast_mul(den, decay) + F.exp(kt)
        wkv = F.stack(*outs, axis=1)
        return self.output(r * wkv)


Net = TimeMixing
