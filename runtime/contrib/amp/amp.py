"""``mxnet.contrib.amp``: automatic mixed precision -- deliberately not provided.

MXNet's AMP rewrites the op namespaces to run chosen ops in float16/bfloat16 and adds dynamic
loss scaling to the Trainer.  That is not a no-op on the CPU (MXNet then computes in bfloat16
or float16), and the runtime computes in the dtypes the user gives, so every entry point that
would change numerics (``init``, ``init_trainer``, ``scale_loss``, ``unscale``, the
``convert_*`` functions) raises :class:`AMPNotProvided` naming itself; importing the module
(as GluonCV and GluonNLP do at top level) works.  Training scripts that only call AMP behind a
flag (``if args.amp: amp.init()``) therefore run unchanged in float32.
"""
from __future__ import annotations

from ...errors import MXNetError

__all__ = ["init", "init_trainer", "scale_loss", "unscale", "convert_symbol", "convert_model",
           "convert_hybrid_block", "convert_bucketing_module", "list_lp16_ops",
           "list_fp32_ops", "list_lp16_fp32_ops", "list_conditional_fp32_ops",
           "list_widest_type_cast", "list_loss_output_functions", "list_lp16_use_fp32_params",
           "AMPNotProvided"]


# MXNet's module state, read by library code (GluonNLP's attention cells pick their mask fill
# value by ``amp._amp_initialized``).  AMP is never initialised here: ``init`` refuses.
_amp_initialized = False
_amp_loss_scale_initialized = False
_loss_scaler = None


class AMPNotProvided(MXNetError):
    """Automatic mixed precision is not provided by the hybridlint runtime."""


def _refuse(name):
    def refused(*args, **kwargs):
        raise AMPNotProvided(
            f"mx.contrib.amp.{name}: automatic mixed precision is not provided by the "
            "hybridlint runtime (it computes in the dtypes you give: cast the block with "
            "net.cast('float16') yourself, or train in float32 by leaving AMP off)")
    refused.__name__ = name
    refused.__doc__ = f"MXNet's amp.{name}; raises AMPNotProvided (see the module docstring)."
    return refused


init = _refuse("init")
init_trainer = _refuse("init_trainer")
scale_loss = _refuse("scale_loss")
unscale = _refuse("unscale")
convert_symbol = _refuse("convert_symbol")
convert_model = _refuse("convert_model")
convert_hybrid_block = _refuse("convert_hybrid_block")
convert_bucketing_module = _refuse("convert_bucketing_module")
list_lp16_ops = _refuse("list_lp16_ops")
list_fp32_ops = _refuse("list_fp32_ops")
list_lp16_fp32_ops = _refuse("list_lp16_fp32_ops")
list_conditional_fp32_ops = _refuse("list_conditional_fp32_ops")
list_widest_type_cast = _refuse("list_widest_type_cast")
list_loss_output_functions = _refuse("list_loss_output_functions")
list_lp16_use_fp32_params = _refuse("list_lp16_use_fp32_params")
