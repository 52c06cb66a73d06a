"""A conditional convolutional LM (CTRL's control codes on a TCN): the control code's embedding row read by
`self.code_embed.weight.data()[self.control_code]` and prepended to the token states (`B, T, D = x.shape`),
causal dilated Conv1D chomped back by `[:, :, :-pad]` with residuals, the logits of the last step
`h[:, :, -1]`, and CTRL's top-p filtering by a descending sort, a `cumsum` of the softmax and a mask applied in
sorted order, returned with the sorted ids."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, num_codes=3, control_code=1, vocab=10, top_p=0.8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.control_code = control_code
        self.top_p = top_p
        self.pads = (1, 2, 4)
        with self.name_scope():
            self.code_embed = nn.Embedding(num_codes, d_model)
            self.convs = nn.HybridSequential()
            for d in self.pads:
                self.convs.add(nn.Conv1D(d_model, 2, padding=d, dilation=d, in_channels=d_model))
            self.lm_head = nn.Dense(vocab, in_units=d_model)

    def hybrid_forward(self, F, x):
        B, T, D = x.shape
        code = self.code_embed.weight.data()[self.control_code]
        h = F.concat(code.reshape((1, 1, D)).broadcast_to((B, 1, D)), x, dim=1).transpose((0, 2, 1))
        for conv, pad in zip(self.convs, self.pads):
            h = h + F.relu(conv(h)[:, :, :-pad])
        logits = self.lm_head(h[:, :, -1])
        sorted_logits = F.sort(logits, axis=-1, is_ascend=False)
        sorted_idx = F.argsort(logits, axis=-1, is_ascend=False)
        cumulative = F.cumsum(F.softmax(sorted_logits, axis=-1), axis=1)
        keep = (cumulative - F.softmax(sorted_logits, axis=-1)) < self.top_p
        probs = F.softmax(F.where(keep, sorted_logits, F.ones_like(sorted_logits) * -1e4), axis=-1)
        return probs, sorted_idx
