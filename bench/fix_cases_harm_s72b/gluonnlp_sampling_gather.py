"""gluonnlp 0.10.0 (the pinned corpus), src/gluonnlp/model/sequence_sampler.py _SamplingStepUpdate:
`log_probs[mx.nd.arange(log_probs.shape[0]), chosen_word_ids.reshape(-1)].reshape(-4, -1, beam_size)`
and `beam_alive_mask * (chosen_word_ids != eos)`. Cut: the sampled ids replaced by ids computed
from the second input in [0, 2) (sampling draws differ between runs; ids past a varied vocabulary
would raise asynchronously), beam 2, vocabulary 5."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(3, 2, 5), (3, 2)]


class Net(nn.HybridBlock):
    def __init__(self, beam_size=2, eos_id=1, **kwargs):
        super().__init__(**kwargs)
        self._beam_size = beam_size
        self._eos_id = eos_id

    def hybrid_forward(self, F, outputs, ids):
        beam_size = self._beam_size
        log_probs = F.log_softmax(outputs, axis=2).reshape(-3, -1)
        chosen_word_ids = F.floor(F.abs(ids) * 2)
        beam_alive_mask = F.ones_like(ids)
        chosen_word_log_probs = log_probs[mx.nd.arange(log_probs.shape[0]),
                                          chosen_word_ids.reshape(-1)].reshape(-4, -1, beam_size)
        beam_alive_mask = beam_alive_mask * (chosen_word_ids != self._eos_id)
        return chosen_word_log_probs, beam_alive_mask
