"""NODE oblivious decision tree layer (ODST, Popov et al. 2019, MXNet port): feature selection by a softmax over a (in, trees*depth) logits Parameter (entmax stand-in), feature values `dot(x, selectors)` reshaped to (N, T, D) with reshape codes, learned thresholds and log-temperatures (T, D) applied by `broadcast_sub`/`broadcast_mul`, soft bins `stack(sigmoid(-t), sigmoid(t))`, bin matches against a constant one-hot code table, the response weights as a product over depth, and the leaf responses (T, U, 2**D) summed by broadcast ops."""
import numpy as onp
from mxnet import init, nd
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class ODST(HybridBlock):
    def __init__(self, in_features=5, trees=3, depth=2, units=2, **kwargs):
        super().__init__(**kwargs)
        self._t, self._d = trees, depth
        c = 2 ** depth
        codes = ((onp.arange(c)[None, :] // (2 ** onp.arange(depth))[:, None]) % 2).astype("float32")
        self.codes = self.params.get_constant("codes", nd.array(onp.stack([codes, 1 - codes], axis=-1)))
        self.sel = self.params.get("sel", shape=(in_features, trees * depth), init=init.Uniform(1.0))
        self.thr = self.params.get("thr", shape=(trees, depth), init=init.Uniform(0.5))
        self.logt = self.params.get("logt", shape=(trees, depth), init=init.Zero())
        self.resp = self.params.get("resp", shape=(trees, units, c), init=init.Normal(1.0))

    def hybrid_forward(self, F, x, codes, sel, thr, logt, resp):
        fv = F.dot(x, F.softmax(sel, axis=0)).reshape((0, self._t, self._d))
        tl = F.broadcast_mul(F.broadcast_sub(fv, thr), F.exp(-logt))
        bins = F.stack(F.sigmoid(-tl), F.sigmoid(tl), axis=-1)
        match = F.sum(F.broadcast_mul(bins.expand_dims(3), codes.expand_dims(0).expand_dims(0)), axis=-1)
        weights = F.prod(match, axis=2)
        return F.sum(F.broadcast_mul(weights.expand_dims(2), resp.expand_dims(0)), axis=-1)


Net = ODST
